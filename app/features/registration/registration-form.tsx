import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useRouteLoaderData } from "react-router";
import { TextField } from "~/components/field";
import type { RootData } from "~/components/site-shell/site-shell";
import { Honeypot } from "~/features/newsletter/honeypot";
import { ApiError, apiUrl, postJson } from "~/lib/api-client";
import { focusFirstInvalid, validateForm } from "~/lib/form-errors";
import { PreregisterSchema } from "~/lib/schemas";
import { RegistrationThanks } from "./registration-thanks";
import styles from "./registration.module.css";

export type AccountChoice = "education" | "business";
const ACCOUNT_TYPE = { education: "Edu", business: "business" } as const;

type Status = "idle" | "submitting" | "completed";

/**
 * Spec §4 "Registration": idle → submitting (inputs disabled) → thank-you. On failure the form is
 * re-enabled and, beyond the spec, says what happened.
 */
export function RegistrationForm({ choice }: { choice: AccountChoice }) {
  const { t } = useTranslation(["forms", "common"]);
  const root = useRouteLoaderData<RootData>("root");
  const { pathname } = useLocation();
  const [values, setValues] = useState({ name: "", surname: "", email: "" });
  const [honeypot, setHoneypot] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  if (status === "completed") return <RegistrationThanks email={values.email} />;

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(
      PreregisterSchema,
      { fullName: `${values.name} ${values.surname}`.trim(), email: values.email, companyName: "", doc: "", companyDoc: "", accountType: ACCOUNT_TYPE[choice] },
      [],
    );
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
    setStatus("submitting");
    setFailure(null);
    try {
      await postJson(
        apiUrl(root?.config.usersApiUrl ?? "", "/api/users/preregister"),
        {
          fullName: `${values.name.trim()} ${values.surname.trim()}`,
          email: values.email.trim(),
          companyName: "",
          doc: "",
          companyDoc: "",
          accountType: ACCOUNT_TYPE[choice],
          website: honeypot || undefined,
          sourcePage: pathname,
        },
        { timeout: t("common:api.timeout"), network: t("common:api.network"), serverError: t("common:api.serverError") },
      );
      setStatus("completed");
    } catch (error) {
      setStatus("idle");
      setFailure(error instanceof ApiError ? error.message : t("common:api.serverError"));
    }
  };

  const busy = status === "submitting";
  const errorOf = (field: string) => (errors[field] ? t(errors[field], { ns: "common" }) : undefined);
  return (
    <form ref={form} className={styles.form} noValidate onSubmit={submit} aria-busy={busy}>
      <TextField label={t("register.name")} name="name" autoComplete="given-name" value={values.name} onChange={set("name")} disabled={busy} error={errorOf("name")} minLength={1} required />
      <TextField label={t("register.surname")} name="surname" autoComplete="family-name" value={values.surname} onChange={set("surname")} disabled={busy} error={errorOf("surname")} minLength={1} required />
      <TextField label={t("register.email")} name="email" type="email" autoComplete="email" value={values.email} onChange={set("email")} disabled={busy} error={errorOf("email")} required />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {failure && <p role="alert" className={styles.failure}>{t("register.failure")} {failure}</p>}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t("register.submitting") : t("register.submit")}
      </button>
    </form>
  );
}
