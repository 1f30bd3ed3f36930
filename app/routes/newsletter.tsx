import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/newsletter";
import { PageHero } from "~/components/page-hero/page-hero";
import { FooterNewsletter } from "~/features/newsletter/footer-newsletter";
import { newsletterPost } from "~/lib/newsletter-post";
import { handleFormPost } from "~/loaders/form-action.server";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "newsletter", ["forms"]);
}

/** Where the footer's and the blog's newsletter boxes post when JavaScript has not run. */
export const action = (args: Route.ActionArgs) => handleFormPost(args, newsletterPost);

export default function NewsletterPage() {
  const { t } = useTranslation("forms");
  return (
    <>
      <PageHero
        eyebrow={t("newsletterPage.eyebrow")}
        title={t("newsletterPage.title")}
        lead={t("newsletterPage.lead")}
      />
      <section className="container section narrow">
        <div className="card card-padded">
          <FooterNewsletter />
        </div>
      </section>
    </>
  );
}
