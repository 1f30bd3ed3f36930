import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { TextField } from "~/components/field";
import { Honeypot } from "~/features/newsletter/honeypot";
import { focusFirstInvalid, validateForm } from "~/lib/form-errors";
import { PreregisterSchema } from "~/lib/schemas";
import { RegistrationSubmit } from "./registration-submit";
import { RegistrationThanks } from "./registration-thanks";
import { usePreregister } from "./use-preregister";
import styles from "./registration.module.css";

export type AccountChoice = "education" | "business";
const ACCOUNT_TYPE = { education: "Edu", business: "business" } as const;

/** The short registration of spec §3: name, surname and e-mail; the other fields go empty. */
export function RegistrationForm({ choice }: { choice: AccountChoice }) {
  const { t } = useTranslation(["forms", "common"]);
  const { status, busy, failure, serverErrors, send, message } = usePreregister();
  const [values, setValues] = useState({ name: "", surname: "", email: "" });
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);

  if (status === "completed") return <RegistrationThanks email={values.email} />;

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const person = {
      fullName: `${values.name.trim()} ${values.surname.trim()}`.trim(),
      email: values.email.trim(),
      companyName: "",
      doc: "",
      companyDoc: "",
      accountType: ACCOUNT_TYPE[choice],
    };
    const found = validateForm(PreregisterSchema, person, []);
    const fieldErrors: Record<string, string> = {};
    for (const [field, value] of Object.entries(values)) {
      if (!value.trim()) fieldErrors[field] = "validation.required";
    }
    if (!fieldErrors.email && found.email) fieldErrors.email = found.email;
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      focusFirstInvalid(form.current, fieldErrors);
      return;
    }
    await send(person, honeypot);
  };

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <TextField label={t("register.name")} name="name" autoComplete="given-name" value={values.name} onChange={set("name")} disabled={busy} error={message(errors.name)} minLength={1} required />
      <TextField label={t("register.surname")} name="surname" autoComplete="family-name" value={values.surname} onChange={set("surname")} disabled={busy} error={message(errors.surname)} minLength={1} required />
      <TextField label={t("register.email")} name="email" type="email" autoComplete="email" value={values.email} onChange={set("email")} disabled={busy} error={message(errors.email) ?? serverErrors.email} required />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <RegistrationSubmit busy={busy} failure={failure} label={t("register.submit")} />
    </form>
  );
}
