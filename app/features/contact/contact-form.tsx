import { useEffect, useRef, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { useLocation, useSearchParams } from "react-router";
import { CheckboxField, TextAreaField, TextField } from "~/components/field";
import { firstInvalid, FormPostFields, usePostResult } from "~/components/form-post-fields";
import { Honeypot, honeypotOf } from "~/features/newsletter/honeypot";
import { formatNumber } from "~/lib/format-number";
import { focusFirstInvalid, issuesByField } from "~/lib/form-errors";
import { CONTACT_MESSAGE_LENGTH } from "~/lib/form-options";
import { loadSchemas, validateWithSchema } from "~/lib/load-schemas";
import { CONTACT_FORM } from "./contact-post";
import { useContactRequest } from "./use-contact-request";
import styles from "~/components/form-layout.module.css";
import contactStyles from "./contact-form.module.css";
import { SiteLink } from "~/components/site-link";
import { fieldText } from "~/lib/form-field-text";

const TEXT_FIELDS = ["name", "subject"] as const;
const FIELD_ORDER = ["name", "email", "subject", "message", "consent"] as const;
/** `?topic=` values that prefill the subject (the commercial page links with `sales`). */
export const CONTACT_TOPICS = ["sales", "partners", "press"] as const;

/**
 * The contact form: ContactSchema checks on both sides. It posts to /about/contact and so works
 * before and without JavaScript; the inputs are uncontrolled, so what the visitor typed before the
 * scripts ran is sent, and it stays after a failure.
 */
export function ContactForm({ id = "contact-form" }: { id?: string }) {
  const { t, lang } = useTranslation(["about", "common"]);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { state, send } = useContactRequest();
  const posted = usePostResult(CONTACT_FORM);
  const [generation, setGeneration] = useState(0);
  const kept: Record<string, string> = generation === 0 && posted ? posted.values : {};
  const topic = params.get("topic");
  const topicSubject = (CONTACT_TOPICS as readonly string[]).includes(topic ?? "")
    ? t(`contact.form.topics.${topic}`)
    : "";
  const [errors, setErrors] = useState<Record<string, string>>(posted?.errors ?? {});
  const message = useRef<HTMLTextAreaElement>(null);
  const [used, setUsed] = useState((kept.message ?? "").trim().length);
  // Text typed before the scripts ran is already in the box: count it.
  useEffect(() => setUsed(message.current?.value.trim().length ?? 0), [generation]);

  const number = (value: number) => formatNumber(value, lang);
  const serverErrors = issuesByField(state.issues);
  const errorOf = (field: string) =>
    (errors[field] ? t(errors[field], { ns: "common", count: 3, defaultValue: errors[field] }) : undefined) ??
    serverErrors[field];
  const autoFocusOn = generation === 0 && posted ? firstInvalid(FIELD_ORDER, posted.errors) : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      name: fieldText(data.get("name")),
      email: fieldText(data.get("email")),
      subject: fieldText(data.get("subject")),
      message: fieldText(data.get("message")),
    };
    const consent = data.has("consent");
    const found = await validateWithSchema("ContactSchema", { ...values, consent }, TEXT_FIELDS);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form, found);
      return;
    }
    const sent = await send({ ...values, consent: true, website: honeypotOf(form) || undefined, sourcePage: pathname });
    if (sent) setGeneration((current) => current + 1);
  };
  const failure = state.error ?? (generation === 0 && posted?.formError ? t(posted.formError, { ns: "common" }) : null);

  return (
    <form
      key={generation}
      id={id}
      method="post"
      action="/about/contact"
      className={styles.form}
      noValidate
      onSubmit={submit}
      onFocus={() => void loadSchemas()}
      aria-describedby={`${id}-required`}
    >
      <p id={`${id}-required`} className={styles.note}>
        {t("contact.form.requiredNote")}
      </p>
      <div className={styles.grid}>
        <TextField
          label={t("contact.form.name")}
          name="name"
          autoComplete="name"
          defaultValue={kept.name ?? ""}
          error={errorOf("name")}
          autoFocus={autoFocusOn === "name"}
          required
        />
        <TextField
          label={t("contact.form.email")}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={kept.email ?? ""}
          error={errorOf("email")}
          autoFocus={autoFocusOn === "email"}
          required
        />
        <TextField
          className={styles.wide}
          label={t("contact.form.subject")}
          name="subject"
          defaultValue={kept.subject ?? topicSubject}
          error={errorOf("subject")}
          autoFocus={autoFocusOn === "subject"}
          maxLength={150}
          required
        />
        <TextAreaField
          ref={message}
          className={styles.wide}
          label={t("contact.form.message")}
          name="message"
          defaultValue={kept.message ?? ""}
          onChange={(event) => setUsed(event.target.value.trim().length)}
          error={errorOf("message")}
          autoFocus={autoFocusOn === "message"}
          hint={t("contact.form.messageHint", {
            used: number(used),
            min: number(CONTACT_MESSAGE_LENGTH.min),
            max: number(CONTACT_MESSAGE_LENGTH.max),
          })}
          rows={6}
          required
        />
        <CheckboxField
          className={styles.wide}
          name="consent"
          defaultChecked={kept.consent === "on"}
          error={errorOf("consent")}
          autoFocus={autoFocusOn === "consent"}
          required
          label={
            <Trans
              t={t}
              i18nKey="contact.form.consent"
              components={{ policy: <SiteLink to="/politica-de-privacidade" /> }}
            />
          }
        />
      </div>
      <FormPostFields />
      <Honeypot />
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <button type="submit" className={`button button-primary ${contactStyles.submit}`} disabled={state.loading}>
        {state.loading ? t("contact.form.submitting") : t("contact.form.submit")}
      </button>
    </form>
  );
}
