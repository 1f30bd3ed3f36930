import { data } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/confirmation";
import { Icon } from "~/components/icon";
import { PageHero } from "~/components/page-hero/page-hero";
import { SiteLink } from "~/components/site-link";
import { RegistrationThanks } from "~/features/registration/registration-thanks";
import { SignupHero } from "~/features/registration/signup-hero";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { bundleOf } from "~/i18n/resources.server";
import { safeReturnPath } from "~/lib/form-post";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import styles from "./confirmation.module.css";

/** A confirmation exists when its texts do (`confirmation.<kind>` of forms.json); a registration has its own. */
function isKind(kind: string): boolean {
  const texts = bundleOf(DEFAULT_LANGUAGE, "forms").confirmation as Record<string, unknown>;
  return kind === "registration" || (Object.hasOwn(texts, kind) && typeof texts[kind] === "object");
}

export const meta: Route.MetaFunction = ({ data }) => [...metaTags(data?.seo), { name: "robots", content: "noindex" }];

/** Where a form posted without JavaScript lands once stored (POST → redirect → GET); `?from=` is the page it came from. */
export function loader({ context, request, params }: Route.LoaderArgs) {
  if (!isKind(params.kind)) throw data(null, { status: 404 });
  return {
    ...pageData(context, request, "confirmation", ["forms"]),
    kind: params.kind,
    from: safeReturnPath(new URL(request.url).searchParams.get("from")),
  };
}

export default function ConfirmationPage({ loaderData: { kind, from } }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  if (kind === "registration") {
    return (
      <>
        <SignupHero done />
        <section className="container section narrow">
          <RegistrationThanks />
        </section>
      </>
    );
  }
  return (
    <>
      <PageHero
        eyebrow={t("confirmation.eyebrow")}
        title={t(`confirmation.${kind}.title`)}
        lead={t(`confirmation.${kind}.text`)}
        actions={
          <>
            {from && from !== "/" && (
              <SiteLink to={from} className="button button-primary">
                {t("confirmation.back")}
              </SiteLink>
            )}
            <SiteLink to="/" className={`button ${from && from !== "/" ? "button-secondary" : "button-primary"}`}>
              {t("confirmation.home")}
            </SiteLink>
          </>
        }
      />
      <section className="container section" data-testid="confirmation">
        <p className={styles.next}>
          <Icon name="check" size={20} />
          {t(`confirmation.${kind}.next`)}
        </p>
      </section>
    </>
  );
}
