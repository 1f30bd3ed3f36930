import { useTranslation } from "~/i18n/react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/explore";
import { PageHero } from "~/components/page-hero/page-hero";
import { ExploreChooser } from "~/features/registration/explore-chooser";
import { OrganizationForm, organizationPost } from "~/features/registration/organization-form";
import { registrationPost, type AccountChoice } from "~/features/registration/registration-form";
import { RegistrationScreen } from "~/features/registration/registration-screen";
import { handleFormPost } from "~/loaders/form-action.server";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "explore", ["forms"]);
}

/** The registration of the address's account type, posted without JavaScript. */
export function action(args: Route.ActionArgs) {
  const type = new URL(args.request.url).searchParams.get("type");
  return handleFormPost(
    args,
    type === "organization" ? organizationPost : registrationPost(type === "business" ? "business" : "education"),
  );
}

type Choice = AccountChoice | "organization";
const isChoice = (value: string | null): value is Choice =>
  value === "education" || value === "business" || value === "organization";

/** /explore?type=education|business|organization: the registration screen of one account type. */
export default function ExplorePage() {
  const { t } = useTranslation("forms");
  const [params] = useSearchParams();
  const type = params.get("type");
  if (!isChoice(type)) {
    return (
      <>
        <PageHero eyebrow={t("register.eyebrow")} title={t("register.title")} lead={t("register.lead")} />
        <section className="container section" aria-label={t("register.chooseLabel")}>
          <ExploreChooser />
        </section>
      </>
    );
  }
  if (type !== "organization") return <RegistrationScreen choice={type} />;
  return (
    <>
      <PageHero
        eyebrow={t(`register.form.${type}.eyebrow`)}
        title={t(`register.form.${type}.title`)}
        lead={t(`register.form.${type}.lead`)}
      />
      <section className="container section">
        <OrganizationForm />
      </section>
    </>
  );
}
