import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { TextField } from "~/components/field";
import { firstInvalid, FormPostFields, usePostResult } from "~/components/form-post-fields";
import { Honeypot, honeypotOf } from "~/features/newsletter/honeypot";
import { focusFirstInvalid, validateForm } from "~/lib/form-errors";
import { PreregisterSchema } from "~/lib/schemas";
import { missingFields, REGISTRATION_FORM, shortRegistration, type AccountChoice } from "./registration-post";
import { RegistrationSubmit } from "./registration-submit";
import { RegistrationThanks } from "./registration-thanks";
import { usePreregister } from "./use-preregister";
import styles from "./registration.module.css";
import { fieldText } from "~/lib/form-field-text";

export type { AccountChoice } from "./registration-post";
const FIELD_ORDER = ["name", "surname", "email"] as const;

/**
 * The short registration of spec §3: name, surname and e-mail; the other fields go empty. It posts to
 * /explore?type=… and so works before and without JavaScript; the inputs are uncontrolled, so what
 * was typed before the scripts ran is what gets sent.
 */
export function RegistrationForm({ choice, onComplete }: { choice: AccountChoice; onComplete?: () => void }) {
  const { t } = useTranslation(["forms", "common"]);
  const { status, busy, failure, serverErrors, send, message } = usePreregister();
  const posted = usePostResult(REGISTRATION_FORM);
  const kept = posted?.values ?? {};
  const [errors, setErrors] = useState<Record<string, string>>(posted?.errors ?? {});
  const [sentTo, setSentTo] = useState("");
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (status === "completed") onComplete?.();
  }, [status, onComplete]);

  if (status === "completed") return <RegistrationThanks email={sentTo} />;

  const autoFocusOn = posted ? firstInvalid(FIELD_ORDER, posted.errors) : undefined;
  const field = (name: (typeof FIELD_ORDER)[number]) => ({
    name,
    defaultValue: kept[name] ?? "",
    disabled: busy,
    autoFocus: autoFocusOn === name,
    error: message(errors[name]) ?? serverErrors[name],
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = Object.fromEntries(FIELD_ORDER.map((name) => [name, fieldText(data.get(name))]));
    const person = shortRegistration(fields, choice);
    const fieldErrors = missingFields(fields);
    const found = validateForm(PreregisterSchema, person, []);
    if (!fieldErrors.email && found.email) fieldErrors.email = found.email;
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      focusFirstInvalid(form.current, fieldErrors);
      return;
    }
    setSentTo(person.email);
    await send(person, honeypotOf(event.currentTarget));
  };

  return (
    <form
      ref={form}
      method="post"
      action={`/explore?type=${choice}`}
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-busy={busy}
    >
      <TextField label={t("register.name")} autoComplete="given-name" {...field("name")} minLength={1} required />
      <TextField
        label={t("register.surname")}
        autoComplete="family-name"
        {...field("surname")}
        minLength={1}
        required
      />
      <TextField label={t("register.email")} type="email" autoComplete="email" {...field("email")} required />
      <FormPostFields />
      <Honeypot />
      <RegistrationSubmit
        busy={busy}
        failure={failure ?? (posted?.formError ? t(posted.formError, { ns: "common" }) : null)}
        label={t("register.submit")}
      />
    </form>
  );
}
