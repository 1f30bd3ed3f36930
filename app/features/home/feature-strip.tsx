import { useTranslation } from "~/i18n/react";
import { AI_FEATURES, FEATURE_ICONS, FEATURES } from "./feature-icons";
import { SpriteIcon } from "~/components/sprite-icon";
import { StaticSubtree } from "~/components/static-subtree";
import { InlineScript } from "~/components/inline-script";
import { toggleStrip } from "~/boot/strip-toggle";
import STRIP_TOGGLE_SCRIPT from "~/boot/strip-toggle.ts?inline-script";
import { SectionHeading } from "./section-heading";
import styles from "./feature-strip.module.css";

/**
 * The twelve platform features on a looping strip that moves one whole card at a time and rests with whole cards
 * only. It stops on hover, on focus and with the pause button (which answers before hydration, decision 054);
 * under reduced motion it is a still, wrapped grid. The second copy only closes the loop. Only the pause button is
 * hydrated; its state lives in the DOM (`data-paused`), and heading and cards are static (decision 008).
 */
export function FeatureStrip() {
  const { t } = useTranslation("home");
  const items = (copy: "main" | "loop") =>
    FEATURES.map((feature) => (
      <li key={`${copy}-${feature}`} className={styles.item} data-tone={AI_FEATURES.has(feature) ? "ai" : "accent"}>
        <SpriteIcon set={FEATURE_ICONS} name={feature} boxClassName={styles.icon} />
        <strong className={styles.name}>{t(`features.items.${feature}.name`)}</strong>
        <span className={styles.meaning}>{t(`features.items.${feature}.text`)}</span>
      </li>
    ));

  return (
    <section className={`section ${styles.section}`} aria-labelledby="home-features-title">
      <StaticSubtree as="div" className="container">
        <SectionHeading
          id="home-features-title"
          align="center"
          eyebrow={t("features.eyebrow")}
          title={t("features.title")}
          text={t("features.text")}
        />
      </StaticSubtree>
      <div className={styles.strip} data-strip="">
        <div className={styles.viewport} role="group" aria-label={t("features.listLabel")} tabIndex={0}>
          <div className={styles.track}>
            <StaticSubtree as="ul" className={styles.list}>
              {items("main")}
            </StaticSubtree>
            <StaticSubtree as="ul" className={`${styles.list} ${styles.loopCopy}`} aria-hidden="true">
              {items("loop")}
            </StaticSubtree>
          </div>
        </div>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.toggle}
            data-strip-toggle=""
            onClick={(event) => toggleStrip(event.currentTarget)}
          >
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path className={styles.whenMoving} d="M3 1.5h2.5v11H3zM8.5 1.5H11v11H8.5z" fill="currentColor" />
              <path className={styles.whenPaused} d="M3 1.5v11l9-5.5z" fill="currentColor" />
            </svg>
            <span className={styles.whenMoving}>{t("features.pause")}</span>
            <span className={styles.whenPaused}>{t("features.play")}</span>
          </button>
        </div>
      </div>
      {/* Answers the pause button until React has hydrated; a client-side navigation does not run it, React does. */}
      <InlineScript source={STRIP_TOGGLE_SCRIPT} />
    </section>
  );
}
