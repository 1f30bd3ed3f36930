import { useTranslation } from "~/i18n/react";
import styles from "./registration.module.css";

/** The end of every registration form: the failure box (if any) and the submit button. */
export function RegistrationSubmit({ busy, failure, label }: { busy: boolean; failure?: string; label: string }) {
  const { t } = useTranslation("forms");
  return (
    <>
      {failure && (
        <p role="alert" className={styles.failure}>
          {t("register.failure")} {failure}
        </p>
      )}
      <button type="submit" className={`button button-primary ${styles.submit}`} disabled={busy}>
        {busy ? t("register.submitting") : label}
      </button>
    </>
  );
}
