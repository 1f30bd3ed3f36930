import { StaticSubtree } from "~/components/static-subtree";
import { useTranslation } from "~/i18n/react";
import { FEATURE_ICONS } from "./feature-icons";
import { PathIcon } from "~/components/path-icon";
import { SectionHeading } from "./section-heading";
import { SectionArt } from "./section-art";
import styles from "./ai-flow-section.module.css";

const HIGHLIGHTS = [
  { id: "prompt", icon: FEATURE_ICONS.prompt },
  { id: "vectors", icon: FEATURE_ICONS.files },
  {
    id: "models",
    icon: "M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15l.8 2.2 2.2.8-2.2.8L19 21l-.8-2.2-2.2-.8 2.2-.8z",
  },
] as const;

/** The AI side of the platform: three highlights beside a nodeAiFlow graph. */
export function AiFlowSection() {
  const { t } = useTranslation("home");
  return (
    <StaticSubtree as="section" className={`section ${styles.section}`} aria-labelledby="home-ai-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.text}>
          <SectionHeading
            id="home-ai-title"
            tone="ai"
            eyebrow={t("ai.eyebrow")}
            title={t("ai.title")}
            text={t("ai.text")}
          />
          <ul className={styles.highlights}>
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight.id} className={styles.highlight}>
                <PathIcon d={highlight.icon} boxClassName={styles.icon} />
                <div>
                  <h3>{t(`ai.highlights.${highlight.id}.title`)}</h3>
                  <p>{t(`ai.highlights.${highlight.id}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <SectionArt
          className={styles.art}
          src="/illustrations/home-flow.svg"
          width={560}
          height={400}
          alt={t("ai.artAlt")}
        />
      </div>
    </StaticSubtree>
  );
}
