import { useMemo, type MouseEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { Link, useNavigate } from "react-router";
import { Icon } from "~/components/icon";
import { PageHero } from "~/components/page-hero/page-hero";
import { formatDate } from "~/lib/format-date";
import { LEGAL_CONTACT } from "./legal-contact";
import { LEGAL_PATHS, type LegalDocument } from "./legal-document";
import { LegalToc } from "./legal-toc";
import { useActiveSection } from "./use-active-section";
import styles from "./legal-page.module.css";

const KIND = { "privacy-policy": "privacy", "terms-of-service": "terms" } as const;

/** A legal text: title, last update, summary, table of contents and the sanitized body. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const { t, lang } = useTranslation("legal");
  const navigate = useNavigate();
  const kind = KIND[doc.slug];
  const other = doc.slug === "privacy-policy" ? "terms-of-service" : "privacy-policy";
  const ids = useMemo(() => doc.toc.map((entry) => entry.id), [doc.toc]);
  const active = useActiveSection(ids);

  // Links inside the Markdown body are plain <a>; internal ones navigate in the app like <Link>.
  const onBodyClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href?.startsWith("/") || anchor.target || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };

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
          {/* Sanitized at build time by the content pipeline (scripts/content/markdown.ts). */}
          <div className={styles.body} onClick={onBodyClick} dangerouslySetInnerHTML={{ __html: doc.html }} />
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
              <Link to="/about/contact" className="button button-secondary">{t("page.help.contact")}</Link>
            </div>
          </section>
          <p className={styles.footerLinks}>
            <Link to={LEGAL_PATHS[other]}>
              {t(`${kind}.related`)}
              <Icon name="arrowRight" size={16} />
            </Link>
            <a href="#main">{t("page.backToTop")}</a>
          </p>
        </div>
      </div>
    </>
  );
}
