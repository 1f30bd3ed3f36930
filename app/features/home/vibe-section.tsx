import { StaticSubtree } from "~/components/static-subtree";
import { useTranslation } from "~/i18n/react";
import { PathIcon } from "~/components/path-icon";
import { SectionHeading } from "./section-heading";
import styles from "./vibe-section.module.css";

const AUDIENCES = [
  { id: "makers", icon: "M22 10 12 5 2 10l10 5 10-5zM6 12v5c3 2 9 2 12 0v-5M22 10v6" },
  {
    id: "integrators",
    icon: "M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7",
  },
  {
    id: "startups",
    icon: "M4.5 16.5c-1.5 1.3-2 5-2 5s3.7-.5 5-2c.7-.8.7-2.1-.1-2.9a2.2 2.2 0 0 0-2.9-.1zM12 15l-3-3a22 22 0 0 1 2-3.9A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22.4 22.4 0 0 1-4 2zM9 12H4s.6-3 2-4c1.6-1.1 5 0 5 0M12 15v5s3-.6 4-2c1.1-1.6 0-5 0-5",
  },
  { id: "companies", icon: "M3 21h18M5 21V7l7-4 7 4v14M9 9h.01M9 13h.01M9 17h.01M15 9h.01M15 13h.01M15 17h.01" },
] as const;

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
            const points = t(`vibe.cards.${audience.id}.points`, { returnObjects: true });
            return (
              <li key={audience.id} className={styles.card}>
                <PathIcon d={audience.icon} size={24} boxClassName={styles.icon} />
                <h3>{t(`vibe.cards.${audience.id}.title`)}</h3>
                <p>{t(`vibe.cards.${audience.id}.text`)}</p>
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
