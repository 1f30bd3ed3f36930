import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { useNavigate } from "react-router";
import { FormPostFields } from "~/components/form-post-fields";
import { Icon } from "~/components/icon";
import { usePageForm } from "~/components/use-page-form";
import type { PageForm } from "~/lib/form-post";
import styles from "./newsletter.module.css";

/** The footer's and the blog's box; posted to /newsletter without JavaScript. */
export const newsletterPost: PageForm<{ formId: "newsletter"; email: string }> = {
  name: "newsletter",
  kind: "lead",
  input: (fields) => ({ formId: "newsletter", email: (fields.email ?? "").trim() }),
  // Spec §5: an address without @ gets the invalid-email toast and sends nothing.
  check: ({ email = "" }): Record<string, string> => (email.includes("@") ? {} : { email: "validation.email" }),
  confirmation: "/confirmation/newsletter",
  toasts: { success: "lead.success", failure: "lead.failure", invalid: { message: "validation.email", icon: "alert" } },
};

/**
 * The newsletter form: the footer's, and the /newsletter page's. It posts to /newsletter, so it works
 * before and without JavaScript; once hydrated it subscribes in place and, on completion, goes to /
 * and resets (spec §4). Only the page shows a refusal of a post sent without JavaScript.
 */
export function FooterNewsletter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
