import type { MouseEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import type { Language } from "~/i18n/languages";
import { useIsMobile } from "~/components/use-is-mobile";
import { CLAIM_UP_TO_KEY, CLAIMS, claimCaptionKey, formatClaim } from "~/data/claims";
import { scrollToDemoForm } from "./demo-scroll";
import { SectionArt } from "./section-art";
import styles from "./hero-block.module.css";
import { SiteLink } from "~/components/site-link";
import { StaticSubtree } from "~/components/static-subtree";

/** Title, text, the demo and start buttons, and the claims row. */
export function HeroBlock({
  lang,
  registerUrl,
  demoSectionId,
}: {
  lang: Language;
  registerUrl: string;
  demoSectionId: string;
}) {
  const { t } = useTranslation(["home", "common"]);
  const mobile = useIsMobile();

  // Mobile follows the link to /demo-form; desktop stays here and scrolls to the form.
  const requestDemo = (event: MouseEvent<HTMLAnchorElement>) => {
    if (mobile || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    scrollToDemoForm(demoSectionId);
  };

  return (
    <section className={styles.section} aria-labelledby="home-hero-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{t("hero.eyebrow")}</p>
          <h2 id="home-hero-title" className={styles.title}>
            {t("hero.title")}
          </h2>
          <p className={styles.body}>{t("hero.text")}</p>
          <div className={styles.actions}>
            <SiteLink
              to="/demo-form"
              className="button button-primary"
              onClick={requestDemo}
              data-hydrate-on-click
              data-testid="home-demo-button"
            >
              {t("hero.demo")}
              <Icon name="arrowRight" size={16} />
            </SiteLink>
            <a href={registerUrl} target="_blank" rel="noopener noreferrer" className="button button-secondary">
              {t("hero.start")}
              <Icon name="external" size={16} />
              <span className="visually-hidden"> {t("nav.newTab", { ns: "common" })}</span>
            </a>
          </div>
        </div>
        <SectionArt
          className={styles.art}
          src="/illustrations/home-devices.svg"
          width={560}
          height={440}
          alt={t("hero.artAlt")}
        />
      </div>

      <StaticSubtree as="div" className="container">
        <ul className={styles.claims} aria-label={t("claims.label")}>
          {CLAIMS.map((claim) => (
            <li key={claim.id} className={styles.claim}>
              <span className={styles.figure}>
                {claim.id === "deployment" && <span className={styles.prefix}>{t(CLAIM_UP_TO_KEY)} </span>}
                <span className={styles.value}>{formatClaim(claim, lang)}</span>
              </span>
              <span className={styles.claimLabel}>{t(claimCaptionKey(claim))}</span>
            </li>
          ))}
        </ul>
      </StaticSubtree>
    </section>
  );
}
