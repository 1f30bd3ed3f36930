import { useState, type FormEvent } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { useLocation, useSearchParams } from "react-router";
import { CheckboxField, TextAreaField, TextField } from "~/components/field";
import { Honeypot } from "~/features/newsletter/honeypot";
import { formatNumber } from "~/lib/format-number";
import { focusFirstInvalid, issuesByField } from "~/lib/form-errors";
import { CONTACT_MESSAGE_LENGTH } from "~/lib/form-options";
import { loadSchemas, validateWithSchema } from "~/lib/load-schemas";
import { useContactRequest } from "./use-contact-request";
import styles from "~/components/form-layout.module.css";
import contactStyles from "./contact-form.module.css";
import { SiteLink } from "~/components/site-link";

const EMPTY = { name: "", email: "", subject: "", message: "" };
type Values = typeof EMPTY;
const TEXT_FIELDS = ["name", "subject"] as const;
/** `?topic=` values that prefill the subject (the commercial page links with `sales`). */
export const CONTACT_TOPICS = ["sales", "partners", "press"] as const;

/** The contact form: ContactSchema checks on both sides; what the visitor typed stays after a failure. */
export function ContactForm({ id = "contact-form" }: { id?: string }) {
  const { t, lang } = useTranslation(["about", "common"]);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { state, send } = useContactRequest();
  const [values, setValues] = useState<Values>(() => {
    const topic = params.get("topic");
    return (CONTACT_TOPICS as readonly string[]).includes(topic ?? "") ? { ...EMPTY, subject: t(`contact.form.topics.${topic}`) } : EMPTY;
  });
  const [consent, setConsent] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const number = (value: number) => formatNumber(value, lang);
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const serverErrors = issuesByField(state.issues);
  const errorOf = (field: string) =>
    (errors[field] ? t(errors[field], { ns: "common", count: 3, defaultValue: errors[field] }) : undefined) ?? serverErrors[field];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const message = { ...values, consent };
    const found = await validateWithSchema("ContactSchema", message, TEXT_FIELDS);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form, found);
      return;
    }
    const sent = await send({ ...values, consent: true, website: honeypot || undefined, sourcePage: pathname });
    if (sent) {
      setValues(EMPTY);
      setConsent(false);
    }
  };

  return (
    <form id={id} className={styles.form} noValidate onSubmit={submit} onFocus={() => void loadSchemas()} aria-describedby={`${id}-required`}>
      <p id={`${id}-required`} className={styles.note}>{t("contact.form.requiredNote")}</p>
      <div className={styles.grid}>
        <TextField label={t("contact.form.name")} name="name" autoComplete="name" value={values.name} onChange={set("name")} error={errorOf("name")} required />
        <TextField label={t("contact.form.email")} name="email" type="email" autoComplete="email" value={values.email} onChange={set("email")} error={errorOf("email")} required />
        <TextField className={styles.wide} label={t("contact.form.subject")} name="subject" value={values.subject} onChange={set("subject")} error={errorOf("subject")} maxLength={150} required />
        <TextAreaField
          className={styles.wide}
          label={t("contact.form.message")}
          name="message"
          value={values.message}
          onChange={set("message")}
          error={errorOf("message")}
          hint={t("contact.form.messageHint", {
            used: number(values.message.trim().length),
            min: number(CONTACT_MESSAGE_LENGTH.min),
            max: number(CONTACT_MESSAGE_LENGTH.max),
          })}
          rows={6}
          required
        />
        <CheckboxField
          className={styles.wide}
          name="consent"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          error={errorOf("consent")}
          required
          label={<Trans t={t} i18nKey="contact.form.consent" components={{ policy: <SiteLink to="/politica-de-privacidade" /> }} />}
        />
      </div>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {state.error && (
        <p role="alert" className={styles.failure}>{state.error}</p>
      )}
      <button type="submit" className={`button button-primary ${contactStyles.submit}`} disabled={state.loading}>
        {state.loading ? t("contact.form.submitting") : t("contact.form.submit")}
      </button>
    </form>
  );
}
