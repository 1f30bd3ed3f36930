import { useEffect, useId, useState, type CSSProperties } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { openSearch } from "~/lib/search-shortcut";
import styles from "./page-index.module.css";

export interface IndexEntry {
  url: string;
  header: string;
}

/** Desktop: the sticky list of the page's sections, the one in view marked aria-current. */
export function SideIndex({ sections, active }: { sections: IndexEntry[]; active: string }) {
  const { t } = useTranslation("docs");
  return (
    <nav aria-label={t("tutorial.onThisPage")} className={styles.side} data-testid="side-index">
      <button
        type="button"
        className={styles.search}
        onClick={openSearch}
        data-search-open=""
        aria-keyshortcuts="Control+K Meta+K /"
      >
        <Icon name="search" size={16} />
        {t("index.search")}
      </button>
      <p className={styles.title}>{t("tutorial.onThisPage")}</p>
      <IndexList sections={sections} active={active} />
      <a href="#page-title" className={styles.top}>
        <Icon name="arrowLeft" size={16} className={styles.topIcon} />
        {t("tutorial.backToTop")}
      </a>
    </nav>
  );
}

/**
 * Phone and tablet: the page's sections under "On this page" at the top of the tutorial, closed until opened.
 * It holds links only: form fields in a closed `<details>` cost a forced layout each (decision 048).
 */
export function IndexDisclosure({ sections }: { sections: IndexEntry[] }) {
  const { t } = useTranslation("docs");
  return (
    <details className={styles.disclosure} data-testid="index-disclosure">
      <summary className={styles.disclosureSummary}>
        {t("tutorial.onThisPage")}
        <Icon name="chevronDown" size={18} className={styles.disclosureChevron} />
      </summary>
      <nav aria-label={t("tutorial.onThisPage")}>
        <IndexList sections={sections} active="" />
      </nav>
    </details>
  );
}

function IndexList({ sections, active, onPick }: { sections: IndexEntry[]; active: string; onPick?: () => void }) {
  return (
    <ol className={styles.list}>
      {sections.map((section) => (
        <li key={section.url}>
          <a
            href={`#${section.url}`}
            className={styles.link}
            aria-current={section.url === active ? "location" : undefined}
            onClick={onPick}
          >
            {section.header}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Mobile: a bar at the bottom with the section in view and a sheet listing all of them. */
export function SectionBar({
  sections,
  active,
  articleId,
}: {
  sections: IndexEntry[];
  active: string;
  articleId: string;
}) {
  const { t } = useTranslation("docs");
  const [open, setOpen] = useState(false);
  const [visible, setVisible] = useState(false);
  const sheetId = useId();
  const index = Math.max(
    0,
    sections.findIndex((section) => section.url === active),
  );
  const current = sections[index];

  useEffect(() => {
    const article = document.getElementById(articleId);
    if (!article) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const shown = Boolean(entry?.isIntersecting);
        setVisible(shown);
        if (!shown) setOpen(false);
      },
      { rootMargin: "0px 0px -30% 0px" },
    );
    observer.observe(article);
    return () => observer.disconnect();
  }, [articleId]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  if (!current) return null;
  return (
    <div
      className={styles.bar}
      style={{ "--progress": (index + 1) / sections.length } as CSSProperties}
      data-visible={visible ? "" : undefined}
      data-testid="section-bar"
    >
      {/* The list is written when the sheet opens: the side index already holds it for the first paint. */}
      <nav id={sheetId} aria-label={t("tutorial.onThisPage")} className={styles.sheet} hidden={!open}>
        {open && <IndexList sections={sections} active={active} onPick={() => setOpen(false)} />}
      </nav>
      <div className={styles.barRow}>
        <button
          type="button"
          className={styles.barButton}
          aria-expanded={open}
          aria-controls={sheetId}
          onClick={() => setOpen((value) => !value)}
        >
          {/* Named by its own text, the count said in words ("Seção 1 de 9"), so what is seen is what is heard. */}
          <span className={styles.barCount} aria-hidden="true">
            {index + 1}/{sections.length}
          </span>
          <span className="visually-hidden">
            {t("tutorial.sectionOf", { current: index + 1, total: sections.length })}:{" "}
          </span>
          <span className={styles.barCurrent}>{current.header}</span>
          <span className="visually-hidden">, {t("tutorial.showSections")}</span>
          <Icon name="chevronDown" size={18} className={styles.barChevron} />
        </button>
        <button
          type="button"
          className={styles.barSearch}
          onClick={openSearch}
          data-search-open=""
          aria-label={t("index.search")}
        >
          <Icon name="search" size={18} />
        </button>
      </div>
    </div>
  );
}
