import { useTranslation } from "~/i18n/react";
import { SectionIntro } from "./section-intro";
import { useClaimValues } from "./about-figures";
import styles from "./story-timeline.module.css";

interface Milestone {
  when: string;
  title: string;
  text: string;
}

/** The company history (spec §2 "About") as an ordered timeline. */
export function StoryTimeline() {
  const { t } = useTranslation("about");
  const claims = useClaimValues();
  const items = t("about.story.items", { returnObjects: true, ...claims }) as Milestone[];
  return (
    <section className={`container section ${styles.section}`} aria-labelledby="about-story">
      <div className={styles.layout}>
        <SectionIntro id="about-story" title={t("about.story.title")} lead={t("about.story.lead")} />
        <ol className={styles.timeline}>
          {items.map((item, index) => (
            <li key={item.when} className={styles.item} data-current={index === items.length - 1 ? "" : undefined}>
              <p className={styles.when}>{item.when}</p>
              <div className={styles.body}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
