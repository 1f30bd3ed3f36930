import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { ArticleSummary } from "~/content/blog-content.server";
import { SiteLink } from "~/components/site-link";

/** A card opens /article/{slug}, or the external link when one is set (spec §2 "Blog"). */
export function ArticleLink({
  article,
  className,
  children,
}: {
  article: Pick<ArticleSummary, "slug" | "link">;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  if (article.link) {
    return (
      <a href={article.link} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="visually-hidden"> {t("nav.newTab")}</span>
      </a>
    );
  }
  return (
    <SiteLink to={`/article/${article.slug}`} className={className} prefetch="intent">
      {children}
    </SiteLink>
  );
}
