import { Avatar } from "~/components/avatar";
import { Icon } from "~/components/icon";
import { SiteLink } from "~/components/site-link";
import { StaticSubtree } from "~/components/static-subtree";
import type { CaseHighlight } from "~/content/showcase-content.server";
import { CUSTOMER_QUOTES } from "~/data/customer-quotes";
import { CLAIM_UP_TO_KEY, CLAIMS, claimCaptionKey, formatClaim } from "~/data/claims";
import { useTranslation } from "~/i18n/react";
import type { Language } from "~/i18n/languages";
import { SectionHeading } from "./section-heading";
import styles from "./proof-section.module.css";

/** Proof beside the promise: three customers quoted on their showcase case, each case's figure, and the platform's claims. */
export function ProofSection({ lang, highlights }: { lang: Language; highlights: readonly CaseHighlight[] }) {
  const { t } = useTranslation(["home", "common"]);
  return (
    <StaticSubtree as="section" className={`section ${styles.section}`} aria-labelledby="home-proof-title">
      <div className="container">
        <SectionHeading
          id="home-proof-title"
          eyebrow={t("proof.eyebrow")}
          title={t("proof.title")}
          text={t("proof.text")}
        />
        <ul className={styles.quotes}>
          {CUSTOMER_QUOTES.map((quote) => {
            const highlight = highlights.find((candidate) => candidate.id === quote.caseId);
            return (
              <li key={quote.id} className={styles.quote}>
                {highlight && (
                  <p className={styles.figure}>
                    <span className={styles.figureValue}>{highlight.figure.value}</span>
                    <span className={styles.figureLabel}>{highlight.figure.label}</span>
                  </p>
                )}
                <figure className={styles.words}>
                  <blockquote>
                    <p>{t(`proof.quotes.${quote.id}.quote`)}</p>
                  </blockquote>
                  <figcaption className={styles.person}>
                    <Avatar initials={quote.image.initials} tone={quote.image.tone} size={40} />
                    <span>
                      <strong>{quote.name}</strong>
                      <span className={styles.role}>
                        {t(`proof.quotes.${quote.id}.role`)}, {quote.organisation}
                      </span>
                    </span>
                  </figcaption>
                </figure>
                {highlight && (
                  <SiteLink to={`/showcase/${highlight.id}`} className={styles.caseLink}>
                    {t("proof.caseLink")}
                    <span className="visually-hidden">: {highlight.title}</span>
                    <Icon name="arrowRight" size={16} />
                  </SiteLink>
                )}
              </li>
            );
          })}
        </ul>
        <p className={styles.note}>{t("proof.note")}</p>
        <ul className={styles.claims} aria-label={t("claims.label")}>
          {CLAIMS.map((claim) => (
            <li key={claim.id} className={styles.claim}>
              <span className={styles.claimFigure}>
                {claim.id === "deployment" && <span className={styles.prefix}>{t(CLAIM_UP_TO_KEY)} </span>}
                <span className={styles.value}>{formatClaim(claim, lang)}</span>
              </span>
              <span className={styles.claimLabel}>{t(claimCaptionKey(claim))}</span>
            </li>
          ))}
        </ul>
      </div>
    </StaticSubtree>
  );
}
