import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { TextField } from "~/components/field";
import { FormPostFields } from "~/components/form-post-fields";
import { usePageForm } from "~/components/use-page-form";
import type { PageForm, PostedFields } from "~/lib/form-post";
import { RegistrationSubmit } from "./registration-submit";
import { RegistrationThanks } from "./registration-thanks";
import styles from "./registration.module.css";

export type AccountChoice = "education" | "business";
const ACCOUNT_TYPE = { education: "Edu", business: "business" } as const;
const REQUIRED = ["name", "surname", "email"] as const;

/** The short registration's payload (spec §3): the full name from name and surname, the other fields empty. */
function shortRegistration(fields: PostedFields, choice: AccountChoice) {
  return {
    fullName: `${(fields.name ?? "").trim()} ${(fields.surname ?? "").trim()}`.trim(),
    email: (fields.email ?? "").trim(),
    companyName: "",
    doc: "",
    companyDoc: "",
    accountType: ACCOUNT_TYPE[choice],
  };
}

/** /explore?type=education|business (PreregisterSchema); posted there without JavaScript. */
export const registrationPost = (choice: AccountChoice): PageForm<ReturnType<typeof shortRegistration>> => ({
  name: "preregister",
  kind: "preregister",
  input: (fields) => shortRegistration(fields, choice),
  schema: "PreregisterSchema",
  // Name, surname and e-mail are each required (spec §5), which the schema's one full name cannot say.
  check: (fields) =>
    Object.fromEntries(
      REQUIRED.filter((name) => !(fields[name] ?? "").trim()).map((name) => [name, "validation.required"]),
    ),
  fieldOf: (path) => (path === "fullName" ? "name" : path),
  confirmation: "/confirmation/registration",
});

/**
 * The short registration of spec §3: name, surname and e-mail; the other fields go empty. It posts to
 * /explore?type=… and so works before and without JavaScript; the inputs are uncontrolled, so what
 * was typed before the scripts ran is what gets sent. The inputs are disabled while it sends.
 */
export function RegistrationForm({ choice, onComplete }: { choice: AccountChoice; onComplete?: () => void }) {
  const { t } = useTranslation(["forms", "common"]);
  const [sentTo, setSentTo] = useState("");
  const form = usePageForm(registrationPost(choice), (person) => {
    setSentTo(person.email);
    onComplete?.();
  });

  if (form.state.status === "success") return <RegistrationThanks email={sentTo} />;

  const field = (name: (typeof REQUIRED)[number]) => ({ ...form.field(name), disabled: form.busy });
  return (
    <form
      method="post"
      action={`/explore?type=${choice}`}
      className={styles.form}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      aria-busy={form.busy}
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
      <RegistrationSubmit busy={form.busy} failure={form.say(form.state.message)} label={t("register.submit")} />
    </form>
  );
}
