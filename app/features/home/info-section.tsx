import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { StaticSubtree } from "~/components/static-subtree";
import { SITE } from "~/site.config";
import { ProductVideo } from "./product-video";
import { SectionHeading } from "./section-heading";
import styles from "./info-section.module.css";

/**
 * What the platform is, beside the product at work: the looping video of the product scene. Text, a video and links:
 * not hydrated (decision 008); the video's own inline script plays and pauses it.
 */
export function InfoSection() {
  const { t } = useTranslation(["home", "common"]);
  const points = t("info.points", { returnObjects: true });
  return (
    <StaticSubtree as="section" className={`section ${styles.section}`} aria-labelledby="home-info-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.art}>
          <div className={styles.glow} aria-hidden="true" />
          <ProductVideo />
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
