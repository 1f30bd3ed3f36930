import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { useNavigate } from "react-router";
import { FormPostFields } from "~/components/form-post-fields";
import { Icon } from "~/components/icon";
import { usePageForm } from "~/components/use-page-form";
import { NEWSLETTER_TOASTS, newsletterPost } from "~/lib/newsletter-post";
import { useRootData } from "~/root-data";
import type { TFunction } from "~/i18n/translator";
import styles from "./newsletter.module.css";

/** What the boot needs to send the form as JSON and answer with the toasts before hydration (app/boot/toast-forms.ts). */
const toastFormProps = (t: TFunction, api: string) => ({
  "data-json-post": newsletterPost.name,
  "data-api": api,
  "data-toast-success": t(NEWSLETTER_TOASTS.success),
  "data-toast-failure": t(NEWSLETTER_TOASTS.failure),
  "data-toast-invalid": t(NEWSLETTER_TOASTS.invalid.message),
});

/**
 * The newsletter form: the footer's, and the /newsletter page's. It posts to /newsletter, so it works
 * without JavaScript; before hydration the boot sends it in place with a toast, the page staying; once
 * hydrated it subscribes in place and, on completion, goes to / and resets (spec §4). Only the page shows a refusal of a post sent without JavaScript.
 */
export function FooterNewsletter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { config } = useRootData();
  const id = useId();
  const form = usePageForm(newsletterPost, (_, element) => {
    element.reset();
    void navigate("/");
  });
  const error = form.say(form.posted?.errors.email ?? form.posted?.formError);

  return (
    <form
      method="post"
      action="/newsletter"
      className={styles.footerForm}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={form.onSubmit}
      {...toastFormProps(t, config.leadApiUrl)}
    >
      <p id={`${id}-title`} className={styles.title}>
        {t("newsletter.title")}
      </p>
      <div className={styles.row}>
        <label htmlFor={id} className="visually-hidden">
          {t("newsletter.emailLabel")}
        </label>
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t("newsletter.placeholder")}
          defaultValue={form.posted?.values.email ?? ""}
          disabled={form.busy}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus={Boolean(error)}
        />
        <button type="submit" className="button button-primary" disabled={form.busy}>
          <Icon name="send" size={16} />
          {form.busy ? t("newsletter.sending") : t("newsletter.submit")}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      <FormPostFields sourcePage={form.posted?.values.sourcePage} />
    </form>
  );
}
