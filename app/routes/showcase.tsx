import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/showcase";
import type { RouteHandle } from "~/shell/site-shell";
import { CaseSearch } from "~/features/showcase/case-search";
import { HeroCollage } from "~/features/showcase/hero-collage";
import { MobileActionBar } from "~/features/showcase/mobile-action-bar";
import { showcaseCards } from "~/content/showcase-content.server";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import styles from "~/features/showcase/showcase-list.module.css";
import { BookDemoLink } from "~/components/next-step/actions";
import { StaticSubtree } from "~/components/static-subtree";

export const handle: RouteHandle = { scripts: "on-demand" };

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q")?.slice(0, 80) ?? "";
  return { ...pageData(context, request, "list", ["showcase"], "showcase"), cases: showcaseCards(context.lang), query };
}

export default function ShowcasePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("showcase");
  const { cases, query } = loaderData;
  return (
    <>
      <section className={styles.hero} aria-labelledby="showcase-title">
        <div className={`container ${styles.heroInner}`}>
          <StaticSubtree>
            <HeroCollage />
          </StaticSubtree>
          <p className={styles.eyebrow}>{t("list.eyebrow")}</p>
          <h1 id="showcase-title">{t("list.title")}</h1>
          <p className={styles.lead}>{t("list.lead")}</p>
          <CaseSearch cases={cases} initialQuery={query} />
        </div>
      </section>
      <StaticSubtree as="section" className={`container ${styles.cta}`} aria-labelledby="showcase-cta">
        <div className={styles.ctaBox}>
          <div>
            <h2 id="showcase-cta">{t("list.ctaTitle")}</h2>
            <p>{t("list.ctaText")}</p>
          </div>
          <BookDemoLink />
        </div>
      </StaticSubtree>
      <MobileActionBar />
    </>
  );
}
