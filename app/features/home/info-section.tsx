import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { SITE } from "~/site.config";
import { PlatformAnimation } from "./platform-animation";
import { SectionHeading } from "./section-heading";
import styles from "./info-section.module.css";

/** What the platform is, beside a looping picture of it at work. */
export function InfoSection() {
  const { t } = useTranslation(["home", "common"]);
  const points = t("info.points", { returnObjects: true });
  return (
    <section className={`section ${styles.section}`} aria-labelledby="home-info-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.art}>
          <div className={styles.glow} aria-hidden="true" />
          <PlatformAnimation label={t("info.artAlt")} />
        </div>
        <div className={styles.text}>
          <SectionHeading
            id="home-info-title"
            eyebrow={t("info.eyebrow")}
            title={t("info.title")}
            text={t("info.text")}
          />
          <ul className={styles.points}>
            {(Array.isArray(points) ? (points as string[]) : []).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className={styles.libraries}>
            <p>{t("info.librariesLabel")}</p>
            <ul>
              {SITE.githubLibraries.map((library) => (
                <li key={library.id}>
                  <a href={library.href} target="_blank" rel="noopener noreferrer" className={styles.library}>
                    <Icon name="github" size={16} />
                    {t(`nav.githubLibrary.${library.id}`, { ns: "common" })}
                    <span className="visually-hidden"> {t("nav.newTab", { ns: "common" })}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
