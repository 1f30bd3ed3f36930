import { useTranslation } from "~/i18n/react";
import { DemoForm } from "~/features/demo-form/demo-form";
import { SectionHeading } from "./section-heading";
import styles from "./demo-section.module.css";

export const HOME_DEMO_SECTION_ID = "home-demo";

/** The demo request form, the target of the hero's demo button on desktop. */
export function DemoSection() {
  const { t } = useTranslation(["home", "forms"]);
  const points = t("demo.points", { ns: "forms", returnObjects: true });
  return (
    <section id={HOME_DEMO_SECTION_ID} className={`section ${styles.section}`} aria-labelledby="home-demo-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.aside}>
          <SectionHeading
            id="home-demo-title"
            eyebrow={t("demo.eyebrow")}
            title={t("demo.title")}
            text={t("demo.text")}
          />
          <ul className={styles.points}>
            {(Array.isArray(points) ? (points as string[]) : []).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div className={`card ${styles.formCard}`}>
          <DemoForm id="home-demo-form" action="/?index" />
        </div>
      </div>
    </section>
  );
}
