import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { HtmlBlock } from "~/components/html-block";
import type { PageHtml } from "~/lib/page-html";
import { Icon } from "~/components/icon";
import { PageHero } from "~/components/page-hero/page-hero";
import { formatDate } from "~/lib/format-date";
import { LEGAL_CONTACT } from "~/data/legal-contact";
import { LEGAL_PATHS, type LegalDocument } from "~/content/legal-document";
import { LegalToc } from "./legal-toc";
import { useActiveSection } from "./use-active-section";
import styles from "./legal-page.module.css";
import { SITE_LINKS_INSIDE, SiteLink } from "~/components/site-link";

const KIND = { "privacy-policy": "privacy", "terms-of-service": "terms" } as const;

/** A legal text: title, last update, summary, table of contents and the sanitized body. */
export function LegalPage({ doc }: { doc: Omit<LegalDocument, "html"> & { html: PageHtml } }) {
  const { t, lang } = useTranslation("legal");
  const kind = KIND[doc.slug];
  const other = doc.slug === "privacy-policy" ? "terms-of-service" : "privacy-policy";
  const ids = useMemo(() => doc.toc.map((entry) => entry.id), [doc.toc]);
  const active = useActiveSection(ids);

  return (
    <>
      <PageHero
        eyebrow={t(`${kind}.eyebrow`)}
        title={doc.title}
        lead={
          <>
            {doc.description}
            <span className={styles.updated}>
              <Icon name="info" size={16} />
              {t("page.updated", { date: formatDate(doc.updated, lang) })}
            </span>
          </>
        }
      />
      <div className={`container ${styles.layout}`}>
        <aside className={styles.side}>
          <LegalToc toc={doc.toc} active={active} id="legal-toc-side" showTitle />
        </aside>
        <div className={styles.main}>
          <details className={styles.tocMobile}>
            <summary>
              {t("page.toc")}
              <Icon name="chevronDown" size={18} />
            </summary>
            <LegalToc toc={doc.toc} active={active} id="legal-toc-mobile" showTitle={false} />
          </details>
          <section className={styles.summary} aria-labelledby="legal-summary">
            <h2 id="legal-summary">{t("page.summary")}</h2>
            <ul>
              {doc.highlights.map((highlight) => (
                <li key={highlight}>
                  <Icon name="check" size={18} className={styles.check} />
                  <span>{highlight}</span>
                </li>
              ))}
            </ul>
          </section>
          {/* Sanitized at build time by the content pipeline (content-pipeline/markdown.ts). */}
          <HtmlBlock className={styles.body} {...{ [SITE_LINKS_INSIDE]: "" }} html={doc.html} />
          <section className={styles.help} aria-labelledby="legal-help">
            <div>
              <h2 id="legal-help">{t("page.help.title")}</h2>
              <p>{t("page.help.text")}</p>
            </div>
            <div className={styles.helpActions}>
              <a href={`mailto:${LEGAL_CONTACT.dpoEmail}`} className="button button-primary">
                <Icon name="mail" size={18} />
                {LEGAL_CONTACT.dpoEmail}
              </a>
              <SiteLink to="/about/contact" className="button button-secondary">
                {t("page.help.contact")}
              </SiteLink>
            </div>
          </section>
          <p className={styles.footerLinks}>
            <SiteLink to={LEGAL_PATHS[other]} className="tap-target">
              {t(`${kind}.related`)}
              <Icon name="arrowRight" size={16} />
            </SiteLink>
            <a href="#main" className="tap-target">
              {t("page.backToTop")}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
