import { useTranslation } from "~/i18n/react";
import { formatDate } from "~/lib/format-date";
import { useRootData } from "~/root-data";
import styles from "./reading.module.css";

/**
 * The date a page last changed (content/…/*.md: git, else its front matter) and, when SHOW_EDIT_LINKS is on, a
 * link to its entry in the content editor, whose collections are the folders of content/. A docs section passes
 * no date (its page states one) and keeps its edit link.
 */
export function PageMeta({
  updated,
  collection,
  slug,
  part = "page",
}: {
  updated?: string;
  collection: string;
  slug: string;
  part?: "page" | "section";
}) {
  const { t, lang } = useTranslation("reading");
  const { config } = useRootData();
  if (!updated && !config.showEditLinks) return null;
  return (
    <p className={styles.meta}>
      {updated && <time dateTime={updated}>{t("updated", { date: formatDate(updated, lang) })}</time>}
      {config.showEditLinks && <a href={`/admin/#/collections/${collection}/entries/${slug}`}>{t(`edit.${part}`)}</a>}
    </p>
  );
}
