import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/demo-form";
import { HeroArt, PageHero } from "~/components/page-hero/page-hero";
import { DemoForm, demoFormPost } from "~/features/demo-form/demo-form";
import { handleFormPost } from "~/loaders/form-action.server";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import styles from "./demo-form.module.css";

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "demo", ["forms"]);
}

export const action = (args: Route.ActionArgs) => handleFormPost(args, demoFormPost);

export default function DemoFormPage() {
  const { t } = useTranslation("forms");
  return (
    <>
      <PageHero
        eyebrow={t("demo.eyebrow")}
        title={t("demo.title")}
        lead={t("demo.lead")}
        artFromTablet
        art={<HeroArt src="/illustrations/demo-dashboard.svg" alt={t("demo.artAlt")} className={styles.art} />}
      />
      <section className="container section" aria-labelledby="demo-form-title">
        <div className={styles.layout}>
          <div className={styles.aside}>
            <h2 id="demo-form-title">{t("demo.formTitle")}</h2>
            <ul className={styles.points}>
              {(t("demo.points", { returnObjects: true }) as string[]).map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <img
              src="/illustrations/demo-devices.svg"
              width={360}
              height={240}
              alt={t("demo.devicesAlt")}
              loading="lazy"
              className={styles.devices}
            />
          </div>
          <div className="card card-padded">
            <DemoForm action="/demo-form" />
          </div>
        </div>
      </section>
    </>
  );
}
