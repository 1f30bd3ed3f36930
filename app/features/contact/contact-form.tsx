import { useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { useSearchParams } from "react-router";
import { CheckboxField, TextAreaField, TextField } from "~/components/field";
import { FormPostFields } from "~/components/form-post-fields";
import { SiteLink } from "~/components/site-link";
import { usePageForm } from "~/components/use-page-form";
import { formatNumber } from "~/lib/format-number";
import { CONTACT_MESSAGE_LENGTH } from "~/lib/form-options";
import type { PageForm } from "~/lib/form-post";
import styles from "~/components/form-layout.module.css";
import contactStyles from "./contact-form.module.css";

/** `?topic=` values that prefill the subject (the commercial page links with `sales`). */
export const CONTACT_TOPICS = ["sales", "partners", "press"] as const;

/** The contact form (ContactSchema), posted to /about/contact without JavaScript. */
export const contactPost: PageForm = {
  name: "contact",
  kind: "contact",
  input: ({ name, email, subject, message, consent }) => ({
    name: name ?? "",
    email: email ?? "",
    subject: subject ?? "",
    message: message ?? "",
    consent: consent === "on" ? true : undefined,
  }),
  schema: "ContactSchema",
  textFields: ["name", "subject"],
  confirmation: "/confirmation/contact",
  toasts: { success: "about:contact.form.success", failure: "about:contact.form.failure" },
};

/**
 * The contact form. It posts to /about/contact and so works before and without JavaScript; the
 * inputs are uncontrolled, so what the visitor typed before the scripts ran is sent, and it stays
 * after a failure; a stored message remounts the form empty.
 */
export function ContactForm({ id = "contact-form" }: { id?: string }) {
  const { t, lang } = useTranslation(["about", "common"]);
  const [params] = useSearchParams();
  const form = usePageForm(contactPost);
  const topic = params.get("topic");
  const topicSubject = (CONTACT_TOPICS as readonly string[]).includes(topic ?? "")
    ? t(`contact.form.topics.${topic}`)
    : "";
  const message = useRef<HTMLTextAreaElement>(null);
  const [used, setUsed] = useState((form.values.message ?? "").trim().length);
  // Text typed before the scripts ran is already in the box: count it.
  useEffect(() => setUsed(message.current?.value.trim().length ?? 0), [form.generation]);
  const number = (value: number) => formatNumber(value, lang);
  const failure = form.say(form.state.message);

  return (
    <form
      key={form.generation}
      id={id}
      method="post"
      action="/about/contact"
      className={styles.form}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      aria-describedby={`${id}-required`}
    >
      <p id={`${id}-required`} className={styles.note}>
        {t("contact.form.requiredNote")}
      </p>
      <div className={styles.grid}>
        <TextField label={t("contact.form.name")} autoComplete="name" {...form.field("name")} required />
        <TextField
          label={t("contact.form.email")}
          type="email"
          autoComplete="email"
          {...form.field("email")}
          required
        />
        <TextField
          className={styles.wide}
          label={t("contact.form.subject")}
          {...form.field("subject", topicSubject)}
          maxLength={150}
          required
        />
        <TextAreaField
          ref={message}
          className={styles.wide}
          label={t("contact.form.message")}
          {...form.field("message")}
          onChange={(event) => setUsed(event.target.value.trim().length)}
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
          {...form.checkbox("consent")}
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
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <button type="submit" className={`button button-primary ${contactStyles.submit}`} disabled={form.busy}>
        {form.busy ? t("contact.form.submitting") : t("contact.form.submit")}
      </button>
    </form>
  );
}
