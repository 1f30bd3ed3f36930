import { useTranslation } from "~/i18n/react";
import styles from "./legal-page.module.css";

/**
 * Links to the stable heading anchors of a legal text; `active` marks the section in view. The
 * sidebar version shows its heading; the mobile one sits under a <summary> that already says it.
 */
export function LegalToc({
  toc,
  active,
  id,
  showTitle,
}: {
  toc: Array<{ id: string; text: string }>;
  active: string | null;
  id: string;
  showTitle: boolean;
}) {
  const { t } = useTranslation("legal");
  return (
    <nav
      aria-labelledby={showTitle ? id : undefined}
      aria-label={showTitle ? undefined : t("page.toc")}
      className={styles.toc}
    >
      {showTitle && (
        <h2 id={id} className={styles.tocTitle}>
          {t("page.toc")}
        </h2>
      )}
      <ol>
        {toc.map((entry) => (
          <li key={entry.id}>
            <a className="tap-target" href={`#${entry.id}`} aria-current={active === entry.id ? "location" : undefined}>
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
