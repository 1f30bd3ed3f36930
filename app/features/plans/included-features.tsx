import { useTranslation } from "~/i18n/react";
import { EVERY_PLAN_FEATURES } from "~/data/plans";
import { FeatureGlyph, type GlyphName } from "./feature-glyph";
import styles from "./included-features.module.css";

const FEATURES: readonly GlyphName[] = EVERY_PLAN_FEATURES;
/** Features that run on AI get the violet accent (DESIGN.md: violet for AI features). */
const AI_FEATURES = new Set<GlyphName>(["nodeAiFlow", "prompt", "files"]);

/** What every plan includes. */
export function IncludedFeatures() {
  const { t } = useTranslation("plans");
  return (
    <section className={`container section ${styles.section}`} aria-labelledby="features-title">
      <div className={styles.intro}>
        <h2 id="features-title">{t("features.title")}</h2>
        <p>{t("features.lead")}</p>
      </div>
      <ul className={styles.grid}>
        {FEATURES.map((id) => (
          <li key={id} className={styles.item} data-ai={AI_FEATURES.has(id) ? "" : undefined}>
            <FeatureGlyph name={id} boxClassName={styles.glyph} />
            <h3>{t(`features.items.${id}.title`)}</h3>
            <p>{t(`features.items.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
