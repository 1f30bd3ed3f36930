import { useTranslation } from "~/i18n/react";
import { type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/events";
import type { RouteHandle } from "~/shell/site-shell";
import { Icon } from "~/components/icon";
import { claimValues } from "~/data/claims";
import { HeroArt, PageHero } from "~/components/page-hero/page-hero";
import { EventList } from "~/features/events/event-list";
import { EventSearch } from "~/features/events/event-search";
import { useEventQuery } from "~/features/events/use-event-query";
import { ReviewsBlock } from "~/features/reviews/reviews-block";
import { eventCards, openLandings } from "~/content/events-content.server";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import styles from "~/features/events/events.module.css";
import { SiteLink } from "~/components/site-link";

export const handle: RouteHandle = { scripts: "on-demand" };

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

/** Tags ('encerrado') and open registrations depend on the day of the request, never on the build. */
export function loader({ context, request }: Route.LoaderArgs) {
  const now = new Date();
  return {
    ...pageData(context, request, "events", ["events"], "events"),
    events: eventCards(context.lang, now),
    open: openLandings(context.lang, now),
  };
}

/** Typing a search or choosing a sort only changes ?q and ?sort: the list is filtered here, no reload. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href)
    return defaultShouldRevalidate;
  return currentUrl.searchParams.get("lang") !== nextUrl.searchParams.get("lang");
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation("events");
  const query = useEventQuery();
  const { events, open, seo } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead", claimValues(lang))}
        actions={
          <div className={styles.heroActions}>
            <EventSearch query={query} />
            {open.length > 0 && (
              <ul className={styles.openList} aria-label={t("open.title")}>
                {open.map((entry) => (
                  <li key={entry.slug}>
                    <SiteLink to={`/${entry.slug}`} className={styles.openLink} data-testid="open-registration">
                      <span className={styles.openBadge}>{t("open.title")}</span>
                      <span className={styles.openText}>
                        <span className={styles.openTitle}>{entry.title}</span>
                        <span className={styles.openDate}>{t("open.starts", { date: entry.startLabel })}</span>
                      </span>
                      <Icon name="arrowRight" size={18} className={styles.openArrow} />
                    </SiteLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        }
        art={<HeroArt src="/illustrations/events-hero.svg" alt={t("hero.artAlt")} className={styles.heroArt} />}
      />
      <EventList events={events} query={query} />
      <ReviewsBlock canonicalUrl={seo.canonical} />
    </>
  );
}
