import { useTranslation } from "~/i18n/react";
import { PageHero } from "~/components/page-hero/page-hero";
import type { AccountChoice } from "./registration-form";
import styles from "./registration.module.css";

/**
 * The short registration's hero: the account type while the form is open, "confirm your e-mail" once it
 * has been sent (in place, or on /confirmation/registration without JavaScript). The picture is for
 * tablets and up: on a phone the form comes first (and a lazy picture left out is not even fetched).
 */
export function SignupHero({ choice, done }: { choice?: AccountChoice; done: boolean }) {
  const { t } = useTranslation("forms");
  const copy = done || !choice ? "explore.done" : `register.form.${choice}`;
  return (
    <PageHero
      eyebrow={t(`${copy}.eyebrow`)}
      title={t(`${copy}.title`)}
      lead={t(`${copy}.lead`)}
      artFromTablet
      art={
        <img
          src="/illustrations/explore-signup.svg"
          width={480}
          height={360}
          alt={t("explore.artAlt")}
          className={styles.art}
          loading="lazy"
        />
      }
    />
  );
}
