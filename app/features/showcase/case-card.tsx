import { useTranslation } from "~/i18n/react";
import type { ShowcaseCard } from "~/content/showcase-content.server";
import styles from "./case-card.module.css";
import { SiteLink } from "~/components/site-link";

/**
 * A case as a card linking to /showcase/{id}. Hover, touch or keyboard focus swaps the base banner
 * for the hover banner (spec §2), in CSS alone (a tap sets :hover on touch screens), so the list needs no
 * script for it; the swap is a cross-fade that reduced motion turns into a cut.
 */
export function CaseCard({
  item,
  headingLevel = 2,
  layout = "grid",
  eager = false,
}: {
  item: ShowcaseCard;
  headingLevel?: 2 | 3;
  layout?: "grid" | "compact";
  eager?: boolean;
}) {
  const { t } = useTranslation("showcase");
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-layout={layout} data-testid="case-card">
      <div className={styles.media}>
        <img
          src={item.baseCardBanner}
          width={640}
          height={400}
          alt=""
          loading={eager ? "eager" : "lazy"}
          className={styles.base}
          data-banner="base"
        />
        <img
          src={item.hoverCardBanner}
          width={640}
          height={400}
          alt=""
          loading="lazy"
          className={styles.hover}
          data-banner="hover"
        />
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{item.category}</p>
        <Heading className={styles.title}>
          <SiteLink to={`/showcase/${item.id}`} className={styles.link} prefetch="intent">
            {item.title}
          </SiteLink>
        </Heading>
        {layout === "grid" && <p className={styles.preview}>{item.preview}</p>}
        <span className={styles.more} aria-hidden="true">
          {t("list.readCase")}
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            focusable="false"
          >
            <path d="M5 12h14m-7-7 7 7-7 7" />
          </svg>
        </span>
      </div>
    </article>
  );
}
