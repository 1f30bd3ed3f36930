import { useEffect } from "react";
import { useLocation } from "react-router";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { withoutFoundWords } from "~/lib/found-words";
import { renderBlocksAbove } from "~/components/render-near";
import styles from "./reading.module.css";

/**
 * Above a page whose content the server marked with the words a search result was found by: what is marked,
 * and a link to the same page without the marks (it keeps the reader's place once scripts run).
 * Hydrated on a docs address with a section's anchor, the first mark of that section is brought into view.
 */
export function FoundWordsNotice({ words }: { words: readonly string[] }) {
  const { t } = useTranslation("reading");
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (words.length === 0 || !hash) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    const mark = section?.querySelector("mark");
    if (!mark) return;
    renderBlocksAbove(mark);
    mark.scrollIntoView({ block: "center" });
  }, [words, hash]);
  if (words.length === 0) return null;
  return (
    <div className={styles.found} data-testid="found-words">
      <p>{t("highlight.found", { words: words.join(" ") })}</p>
      <Link to={withoutFoundWords(pathname, search)} preventScrollReset className="button button-ghost button-small">
        {t("highlight.clear")}
      </Link>
    </div>
  );
}
