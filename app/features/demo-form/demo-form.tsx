import { useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocation } from "react-router";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/field";
import { useLeadRequest } from "~/features/lead/use-lead-request";
import { Honeypot } from "~/features/newsletter/honeypot";
import { focusFirstInvalid, issuesByField } from "~/lib/form-errors";
import { INTERESSE_OPTIONS } from "~/lib/form-options";
import { loadSchemas, validateWithSchema } from "~/lib/load-schemas";
import type { DemoLead } from "~/lib/schemas";
import styles from "~/components/form-layout.module.css";

const EMPTY = { nome: "", sobrenome: "", cargo: "", email: "", interesse: "", empresa: "", telefone: "", pais: "", mensagem: "" };
type Values = typeof EMPTY;
const TEXT_FIELDS = ["nome", "sobrenome", "cargo", "empresa", "pais"] as const;

/** The demo request form (spec §3, §5); what the visitor typed stays after a failure. */
export function DemoForm({ id = "demo-form" }: { id?: string }) {
  const { t } = useTranslation(["forms", "common"]);
  const { pathname } = useLocation();
  const { state, send } = useLeadRequest();
  const [values, setValues] = useState<Values>(EMPTY);
  const [consent, setConsent] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const errorOf = (field: string) => (errors[field] ? t(errors[field], { ns: "common", count: 3, defaultValue: errors[field] }) : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const lead = { formId: "bookDemo" as const, ...values, mensagem: values.mensagem || undefined, consentimento: consent };
    const found = await validateWithSchema("DemoLeadSchema", lead, TEXT_FIELDS);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form, found);
      return;
    }
    // The schema check has just held interesse to the option list.
    const sent = await send({ ...lead, interesse: lead.interesse as DemoLead["interesse"], website: honeypot || undefined, sourcePage: pathname });
    if (sent) {
      setValues(EMPTY);
      setConsent(false);
    }
  };
  const serverErrors = issuesByField(state.issues);

  return (
    <form id={id} className={styles.form} noValidate onSubmit={submit} onFocus={() => void loadSchemas()} aria-describedby={`${id}-required`}>
      <p id={`${id}-required`} className={styles.note}>{t("demo.requiredNote")}</p>
      <div className={styles.grid}>
        <TextField label={t("demo.nome")} name="nome" autoComplete="given-name" value={values.nome} onChange={set("nome")} error={errorOf("nome") ?? serverErrors.nome} required />
        <TextField label={t("demo.sobrenome")} name="sobrenome" autoComplete="family-name" value={values.sobrenome} onChange={set("sobrenome")} error={errorOf("sobrenome") ?? serverErrors.sobrenome} required />
        <TextField label={t("demo.cargo")} name="cargo" autoComplete="organization-title" value={values.cargo} onChange={set("cargo")} error={errorOf("cargo") ?? serverErrors.cargo} required />
        <TextField label={t("demo.email")} name="email" type="email" autoComplete="email" value={values.email} onChange={set("email")} error={errorOf("email") ?? serverErrors.email} required />
        <TextField label={t("demo.empresa")} name="empresa" autoComplete="organization" value={values.empresa} onChange={set("empresa")} error={errorOf("empresa") ?? serverErrors.empresa} required />
        <TextField label={t("demo.telefone")} name="telefone" type="tel" autoComplete="tel" value={values.telefone} onChange={set("telefone")} error={errorOf("telefone") ?? serverErrors.telefone} required />
        <TextField label={t("demo.pais")} name="pais" autoComplete="country-name" value={values.pais} onChange={set("pais")} error={errorOf("pais") ?? serverErrors.pais} required />
        <SelectField label={t("demo.interesse")} name="interesse" value={values.interesse} onChange={set("interesse")} error={errorOf("interesse") ?? serverErrors.interesse} required>
          <option value="">{t("demo.interessePlaceholder")}</option>
          {INTERESSE_OPTIONS.map((option) => (
            <option key={option} value={option}>{t(`demo.interesseOptions.${option}`)}</option>
          ))}
        </SelectField>
        <TextAreaField className={styles.wide} label={t("demo.mensagem")} name="mensagem" value={values.mensagem} onChange={set("mensagem")} error={serverErrors.mensagem} rows={4} />
        <CheckboxField className={styles.wide} label={t("demo.consentimento")} name="consentimento" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
      </div>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {state.error && (
        <p role="alert" className={styles.failure}>{state.error}</p>
      )}
      <button type="submit" className="button button-primary" disabled={state.loading}>
        {state.loading ? t("demo.submitting") : t("demo.submit")}
      </button>
    </form>
  );
}
