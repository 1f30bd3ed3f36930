import { StaticSubtree } from "~/components/static-subtree";
import { useTranslation } from "~/i18n/react";
import { FEATURE_ICONS } from "./feature-icons";
import { SpriteIcon } from "~/components/sprite-icon";
import { SectionHeading } from "./section-heading";
import { SectionArt } from "./section-art";
import styles from "./ai-flow-section.module.css";

const HIGHLIGHTS = [
  { id: "prompt", icon: "prompt" },
  { id: "vectors", icon: "files" },
  { id: "models", icon: "models" },
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
                <SpriteIcon set={FEATURE_ICONS} name={highlight.icon} boxClassName={styles.icon} />
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
