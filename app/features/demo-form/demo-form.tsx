import { useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocation, useSearchParams } from "react-router";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/field";
import { firstInvalid, FormPostFields, usePostResult } from "~/components/form-post-fields";
import { useLeadRequest } from "~/features/lead/use-lead-request";
import { Honeypot, honeypotOf } from "~/features/newsletter/honeypot";
import { focusFirstInvalid, issuesByField } from "~/lib/form-errors";
import { INTERESSE_OPTIONS } from "~/lib/form-options";
import { interestForPlan } from "~/lib/plan-interest";
import { loadSchemas, validateWithSchema } from "~/lib/load-schemas";
import type { DemoLead } from "~/lib/schemas";
import { CountryField } from "./country-field";
import { DEMO_FORM } from "./demo-form-post";
import styles from "~/components/form-layout.module.css";
import { fieldText } from "~/lib/form-field-text";

const TEXT_FIELDS = ["nome", "sobrenome", "cargo", "empresa"] as const;
const FIELD_ORDER = [
  "nome",
  "sobrenome",
  "cargo",
  "email",
  "empresa",
  "telefone",
  "pais",
  "interesse",
  "mensagem",
] as const;

/**
 * The demo request form (spec §3, §5). It posts to `action` (the page's form action) and so works
 * before and without JavaScript; once hydrated it sends in place with toasts. The inputs are
 * uncontrolled: what the visitor typed before the scripts ran is what gets sent, and it stays after a failure.
 */
export function DemoForm({ id = "demo-form", action }: { id?: string; action: string }) {
  const { t } = useTranslation(["forms", "common"]);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { state, send } = useLeadRequest();
  const posted = usePostResult(DEMO_FORM);
  // A stored request remounts the form empty; the page's refusal (if any) only fills the first one.
  const [generation, setGeneration] = useState(0);
  // A plan's call to action (/demo-form?plan=…) preselects the interest that fits it.
  const kept: Record<string, string> =
    generation === 0 && posted ? posted.values : { interesse: interestForPlan(params.get("plan")) ?? "" };
  const [errors, setErrors] = useState<Record<string, string>>(posted?.errors ?? {});

  const errorOf = (field: string) =>
    errors[field] ? t(errors[field], { ns: "common", count: 3, defaultValue: errors[field] }) : undefined;
  const autoFocusOn = generation === 0 && posted ? firstInvalid(FIELD_ORDER, posted.errors) : undefined;
  const field = (name: (typeof FIELD_ORDER)[number]) => ({
    name,
    defaultValue: kept[name] ?? "",
    error: errorOf(name) ?? serverErrors[name],
    autoFocus: autoFocusOn === name,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = Object.fromEntries(FIELD_ORDER.map((name) => [name, fieldText(data.get(name))]));
    const lead = {
      formId: "bookDemo" as const,
      ...fields,
      mensagem: fields.mensagem || undefined,
      consentimento: data.has("consentimento"),
    };
    const found = await validateWithSchema("DemoLeadSchema", lead, TEXT_FIELDS);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form, found);
      return;
    }
    // The schema check has just held interesse to the option list.
    const sent = await send({ ...(lead as DemoLead), website: honeypotOf(form) || undefined, sourcePage: pathname });
    if (sent) setGeneration((current) => current + 1);
  };
  const serverErrors = issuesByField(state.issues);
  const failure = state.error ?? (generation === 0 && posted?.formError ? t(posted.formError, { ns: "common" }) : null);

  return (
    <form
      key={generation}
      id={id}
      method="post"
      action={action}
      className={styles.form}
      noValidate
      onSubmit={submit}
      onFocus={() => void loadSchemas()}
      aria-describedby={`${id}-required`}
    >
      <p id={`${id}-required`} className={styles.note}>
        {t("demo.requiredNote")}
      </p>
      <div className={styles.grid}>
        <TextField label={t("demo.nome")} autoComplete="given-name" {...field("nome")} required />
        <TextField label={t("demo.sobrenome")} autoComplete="family-name" {...field("sobrenome")} required />
        <TextField label={t("demo.cargo")} autoComplete="organization-title" {...field("cargo")} required />
        <TextField label={t("demo.email")} type="email" autoComplete="email" {...field("email")} required />
        <TextField label={t("demo.empresa")} autoComplete="organization" {...field("empresa")} required />
        <TextField label={t("demo.telefone")} type="tel" autoComplete="tel" {...field("telefone")} required />
        <CountryField label={t("demo.pais")} {...field("pais")} required />
        <SelectField label={t("demo.interesse")} {...field("interesse")} required>
          <option value="">{t("demo.interessePlaceholder")}</option>
          {INTERESSE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`demo.interesseOptions.${option}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField className={styles.wide} label={t("demo.mensagem")} {...field("mensagem")} rows={4} />
        <CheckboxField
          className={styles.wide}
          label={t("demo.consentimento")}
          name="consentimento"
          defaultChecked={kept.consentimento === "on"}
        />
      </div>
      <FormPostFields />
      <Honeypot />
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={state.loading}>
        {state.loading ? t("demo.submitting") : t("demo.submit")}
      </button>
    </form>
  );
}
