import { useEffect, useId, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { useNavigate } from "react-router";
import { FormPostFields } from "~/components/form-post-fields";
import { Icon } from "~/components/icon";
import type { FormPostResult } from "~/lib/form-post";
import { Honeypot, honeypotOf } from "./honeypot";
import { useNewsletter } from "./use-newsletter";
import styles from "./newsletter.module.css";
import { fieldText } from "~/lib/form-field-text";

/**
 * The newsletter form: the footer's, and the /newsletter page's. It posts to /newsletter, so it works
 * before and without JavaScript; once hydrated it subscribes in place and, on completion, goes to /
 * and resets (spec §4). `result` is the page action's refusal of a post sent without JavaScript.
 */
export function FooterNewsletter({ result }: { result?: FormPostResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { state, subscribe, reset } = useNewsletter();
  const error = result?.errors.email ?? result?.formError;

  useEffect(() => {
    if (!state.completed) return;
    form.current?.reset();
    reset();
    void navigate("/");
  }, [state.completed, navigate, reset]);

  return (
    <form
      ref={form}
      method="post"
      action="/newsletter"
      className={styles.footerForm}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void subscribe(fieldText(new FormData(event.currentTarget).get("email")), honeypotOf(event.currentTarget));
      }}
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
          defaultValue={result?.values.email ?? ""}
          disabled={state.loading}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus={Boolean(error)}
        />
        <button type="submit" className="button button-primary" disabled={state.loading}>
          <Icon name="send" size={16} />
          {state.loading ? t("newsletter.sending") : t("newsletter.submit")}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      )}
      <FormPostFields sourcePage={result?.values.sourcePage} />
      <Honeypot />
    </form>
  );
}
