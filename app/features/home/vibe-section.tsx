import { StaticSubtree } from "~/components/static-subtree";
import { useTranslation } from "~/i18n/react";
import { SpriteIcon } from "~/components/sprite-icon";
import { iconSet } from "~/components/icon-sprite";
import audiences from "./audiences.icons.json";
import { SectionHeading } from "./section-heading";
import styles from "./vibe-section.module.css";

const AUDIENCES = ["makers", "integrators", "startups", "companies"] as const;
const AUDIENCE_ICONS = iconSet<(typeof AUDIENCES)[number]>("audiences", audiences.paths);

/** Who the platform is for, and what each of them gets. */
export function VibeSection() {
  const { t } = useTranslation("home");
  return (
    <StaticSubtree as="section" className={`section ${styles.section}`} aria-labelledby="home-vibe-title">
      <div className="container">
        <SectionHeading
          id="home-vibe-title"
          align="center"
          eyebrow={t("vibe.eyebrow")}
          title={t("vibe.title")}
          text={t("vibe.text")}
        />
        <ul className={styles.cards}>
          {AUDIENCES.map((audience) => {
            const points = t(`vibe.cards.${audience}.points`, { returnObjects: true });
            return (
              <li key={audience} className={styles.card}>
                <SpriteIcon set={AUDIENCE_ICONS} name={audience} size={24} boxClassName={styles.icon} />
                <h3>{t(`vibe.cards.${audience}.title`)}</h3>
                <p>{t(`vibe.cards.${audience}.text`)}</p>
                <ul className={styles.points}>
                  {(Array.isArray(points) ? (points as string[]) : []).map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </StaticSubtree>
  );
}
