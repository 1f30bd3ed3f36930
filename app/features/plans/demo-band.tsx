import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import styles from "./demo-band.module.css";
import { SiteLink } from "~/components/site-link";

/** The invitation to a guided demo before choosing a plan. */
export function DemoBand() {
  const { t } = useTranslation("plans");
  return (
    <section className={`container section ${styles.section}`} aria-labelledby="demo-band-title">
      <div className={styles.band}>
        <div className={styles.text}>
          <h2 id="demo-band-title">{t("demo.title")}</h2>
          <p>{t("demo.text")}</p>
        </div>
        <SiteLink to="/demo-form" className="button button-primary">
          {t("demo.cta")}
          <Icon name="arrowRight" size={16} />
        </SiteLink>
      </div>
    </section>
  );
}
