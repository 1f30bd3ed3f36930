import { useEffect, useRef } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { useAppLinks } from "~/root-data";
import styles from "./registration.module.css";

/** The thank-you screen: what to do next on the application host (spec §4); without JavaScript it does not know the address. */
export function RegistrationThanks({ email }: { email?: string }) {
  const { t } = useTranslation("forms");
  const { signIn } = useAppLinks();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.thanks} aria-labelledby="registration-thanks" data-testid="registration-thanks">
      <span className={styles.thanksIcon}>
        <Icon name="check" size={28} />
      </span>
      <h2 id="registration-thanks" ref={heading} tabIndex={-1}>
        {t("register.thanks.title")}
      </h2>
      <p>{t("register.thanks.contact")}</p>
      <ol className={styles.steps}>
        <li>
          {email ? (
            <Trans t={t} i18nKey="register.thanks.verify" values={{ email }} components={{ strong: <strong /> }} />
          ) : (
            t("register.thanks.verifyAny")
          )}
        </li>
        <li>{t("register.thanks.activate")}</li>
        <li>{t("register.thanks.password")}</li>
      </ol>
      <p className={styles.hint}>{t("register.thanks.spam")}</p>
      <p className={styles.hint}>{t("register.thanks.resend")}</p>
      <a className="button button-primary" href={signIn}>
        {t("register.thanks.goToApp")}
      </a>
    </section>
  );
}
