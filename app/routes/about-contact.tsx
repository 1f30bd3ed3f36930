import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/about-contact";
import { JsonLd } from "~/components/json-ld";
import { HeroArt, PageHero } from "~/components/page-hero/page-hero";
import { aboutBreadcrumbs } from "~/features/about/about-breadcrumbs.server";
import { AboutNav } from "~/features/about/about-nav";
import { ContactChannels } from "~/features/contact/contact-channels";
import { ContactForm, contactPost } from "~/features/contact/contact-form";
import { handleFormPost } from "~/loaders/form-action.server";
import { LEGAL_CONTACT } from "~/data/legal-contact";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import { SITE } from "~/site.config";
import styles from "~/features/contact/contact-page.module.css";

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const page = pageData(context, request, "contact", ["about"], "about");
  return { ...page, breadcrumbs: aboutBreadcrumbs(context, "contact", page.seo.canonical) };
}

export const action = (args: Route.ActionArgs) => handleFormPost(args, contactPost);

export default function AboutContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("about");
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ContactPage",
          name: loaderData.seo.title,
          url: loaderData.seo.canonical,
          inLanguage: loaderData.seo.lang,
          mainEntity: {
            "@type": "Organization",
            name: SITE.brand,
            contactPoint: [
              { "@type": "ContactPoint", contactType: "data protection officer", email: LEGAL_CONTACT.dpoEmail },
            ],
          },
        }}
      />
      <JsonLd data={loaderData.breadcrumbs} />
      <AboutNav />
      <PageHero
        eyebrow={t("contact.hero.eyebrow")}
        title={t("contact.hero.title")}
        lead={t("contact.hero.lead")}
        art={
          <HeroArt
            src="/illustrations/about-contact.svg"
            alt={t("contact.hero.artAlt")}
            className={styles.art}
            priority
          />
        }
      />
      <div className={`container section ${styles.layout}`}>
        <section className={`card card-padded ${styles.formCard}`} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t("contact.form.title")}</h2>
          <ContactForm />
        </section>
        <ContactChannels />
      </div>
    </>
  );
}
