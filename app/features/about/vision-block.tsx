import { useTranslation } from "~/i18n/react";
import styles from "./vision-block.module.css";

/** Vision: a paragraph and the sentence that sums it up. */
export function VisionBlock() {
  const { t } = useTranslation("about");
  return (
    <section className={styles.section} aria-labelledby="about-vision">
      <div className={`container ${styles.inner}`}>
        <h2 id="about-vision" className={styles.eyebrow}>
          {t("about.vision.title")}
        </h2>
        <p className={styles.quote}>{t("about.vision.quote")}</p>
        <p className={styles.text}>{t("about.vision.text")}</p>
      </div>
    </section>
  );
}
