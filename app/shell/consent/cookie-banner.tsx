import { useTranslation } from "~/i18n/react";
import { acceptCookies, rejectCookies, useConsent, useCookieBannerTimer } from "./consent-store";
import styles from "./cookie-banner.module.css";
import { SiteLink } from "~/components/site-link";

/** Accept and Reject carry the same weight, as LGPD guidance asks. */
export function CookieBanner() {
  const { t } = useTranslation();
  useCookieBannerTimer();
  const { bannerOpen } = useConsent();
  // Always in the HTML, hidden while closed: a page without React shows it itself (docs/decisions/011).
  return (
    <section
      className={styles.banner}
      aria-labelledby="cookie-banner-title"
      data-testid="cookie-banner"
      data-cookie-banner
      hidden={!bannerOpen}
    >
      <div className={styles.text}>
        <h2 id="cookie-banner-title" className={styles.title}>
          {t("cookies.title")}
        </h2>
        <p>
          {t("cookieNotice.message")} <SiteLink to="/politica-de-privacidade">{t("cookieNotice.policy")}</SiteLink>
        </p>
      </div>
      <button type="button" className="button button-secondary" onClick={rejectCookies} data-cookie-answer="reject">
        {t("cookies.reject")}
      </button>
      <button type="button" className="button button-secondary" onClick={acceptCookies} data-cookie-answer="accept">
        {t("cookies.accept")}
      </button>
    </section>
  );
}
