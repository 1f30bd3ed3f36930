import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/register";
import { PageHero } from "~/components/page-hero/page-hero";
import { ExploreChooser } from "~/features/registration/explore-chooser";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "register", ["forms"]);
}

export default function RegisterPage() {
  const { t } = useTranslation("forms");
  return (
    <>
      <PageHero eyebrow={t("register.eyebrow")} title={t("register.title")} lead={t("register.lead")} />
      <section className="container section" aria-label={t("register.chooseLabel")}>
        <ExploreChooser />
      </section>
    </>
  );
}
