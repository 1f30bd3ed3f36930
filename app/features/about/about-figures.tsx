import { useTranslation } from "~/i18n/react";
import { CLAIM_UP_TO_KEY, CLAIMS, claimCaptionKey, claimValues, formatClaim } from "~/data/claims";
import styles from "./about-figures.module.css";

/** The site's three claims (spec §1), figures from ~/data/claims, words from "about". */
export function AboutFigures() {
  const { t, lang } = useTranslation("about");
  return (
    <section className={styles.band} aria-labelledby="about-figures">
      <div className="container">
        <h2 id="about-figures" className="visually-hidden">
          {t("about.figures.title")}
        </h2>
        <dl className={styles.list}>
          {CLAIMS.map((claim) => (
            <div key={claim.id} className={styles.item}>
              <dt className={styles.label}>{t(claimCaptionKey(claim))}</dt>
              <dd className={styles.value}>
                {claim.id === "deployment" && <span className={styles.prefix}>{t(CLAIM_UP_TO_KEY)} </span>}
                {formatClaim(claim, lang)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** The claims as interpolation values for sentences ("{{countries}} países"). */
export function useClaimValues(): Record<string, string> {
  const { lang } = useTranslation();
  return claimValues(lang);
}
