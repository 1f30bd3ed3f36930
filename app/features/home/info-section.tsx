import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { StaticSubtree } from "~/components/static-subtree";
import { SITE } from "~/site.config";
import dashboard from "./platform-dashboard.svg";
import { SectionHeading } from "./section-heading";
import styles from "./info-section.module.css";

/** What the platform is, beside a looping picture of it at work. Text, a picture and links: not hydrated (decision 008). */
export function InfoSection() {
  const { t } = useTranslation(["home", "common"]);
  const points = t("info.points", { returnObjects: true });
  return (
    <StaticSubtree as="section" className={`section ${styles.section}`} aria-labelledby="home-info-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.art}>
          <div className={styles.glow} aria-hidden="true" />
          {/* One image instead of an inline drawing of many elements; the browser animates it only while it is
              on screen, and under reduced motion shows the same file still (its #still target). Lazy: it stands
              1,770 px down at 1,440 × 900 and 2,100 px on a phone, and an SVG image is a document of its own
              that the load would parse, style and lay out on the main thread. */}
          <picture>
            <source media="(prefers-reduced-motion: reduce)" srcSet={`${dashboard}#still`} />
            <img
              src={dashboard}
              width="640"
              height="440"
              alt={t("info.artAlt")}
              className={styles.dashboard}
              loading="lazy"
              decoding="async"
            />
          </picture>
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
    </StaticSubtree>
  );
}
