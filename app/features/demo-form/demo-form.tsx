import { useTranslation } from "~/i18n/react";
import { useSearchParams } from "react-router";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/field";
import { FormPostFields } from "~/components/form-post-fields";
import { usePageForm } from "~/components/use-page-form";
import type { PageForm } from "~/lib/form-post";
import { INTERESSE_OPTIONS } from "~/lib/form-options";
import { interestForPlan } from "./plan-interest";
import { CountryField } from "./country-field";
import styles from "~/components/form-layout.module.css";

/** The demo request (DemoLeadSchema), posted to /demo-form or to the home page without JavaScript. */
export const demoFormPost: PageForm = {
  name: "bookDemo",
  kind: "lead",
  input: ({ mensagem, consentimento, ...fields }) => ({
    formId: "bookDemo",
    nome: fields.nome ?? "",
    sobrenome: fields.sobrenome ?? "",
    cargo: fields.cargo ?? "",
    email: fields.email ?? "",
    interesse: fields.interesse ?? "",
    empresa: fields.empresa ?? "",
    telefone: fields.telefone ?? "",
    pais: fields.pais ?? "",
    mensagem: mensagem || undefined,
    consentimento: consentimento === "on",
  }),
  schema: "DemoLeadSchema",
  textFields: ["nome", "sobrenome", "cargo", "empresa"],
  confirmation: "/confirmation/demo",
  // The spec's success text is a subscription's; a demo request is confirmed as what it is (issue 23).
  toasts: { success: "lead.demoSuccess", failure: "lead.demoFailure" },
};

/**
 * The demo request form (spec §3, §5). It posts to `action` (the page's form action) and so works
 * before and without JavaScript; once hydrated it sends in place with toasts. The inputs are
 * uncontrolled: what the visitor typed before the scripts ran is what gets sent, and it stays after a
 * failure; a stored request remounts the form empty.
 */
export function DemoForm({ id = "demo-form", action }: { id?: string; action: string }) {
  const { t } = useTranslation(["forms", "common"]);
  const [params] = useSearchParams();
  const form = usePageForm(demoFormPost);
  const failure = form.say(form.state.message);

  return (
    <form
      key={form.generation}
      id={id}
      method="post"
      action={action}
      className={styles.form}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      aria-describedby={`${id}-required`}
    >
      <p id={`${id}-required`} className={styles.note}>
        {t("demo.requiredNote")}
      </p>
      <div className={styles.grid}>
        <TextField label={t("demo.nome")} autoComplete="given-name" {...form.field("nome")} required />
        <TextField label={t("demo.sobrenome")} autoComplete="family-name" {...form.field("sobrenome")} required />
        <TextField label={t("demo.cargo")} autoComplete="organization-title" {...form.field("cargo")} required />
        <TextField label={t("demo.email")} type="email" autoComplete="email" {...form.field("email")} required />
        <TextField label={t("demo.empresa")} autoComplete="organization" {...form.field("empresa")} required />
        <TextField label={t("demo.telefone")} type="tel" autoComplete="tel" {...form.field("telefone")} required />
        <CountryField label={t("demo.pais")} {...form.field("pais")} required />
        {/* A plan's call to action (/demo-form?plan=…) preselects the interest that fits it. */}
        <SelectField
          label={t("demo.interesse")}
          {...form.field("interesse", interestForPlan(params.get("plan")) ?? "")}
          required
        >
          <option value="">{t("demo.interessePlaceholder")}</option>
          {INTERESSE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`demo.interesseOptions.${option}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField className={styles.wide} label={t("demo.mensagem")} {...form.field("mensagem")} rows={4} />
        <CheckboxField className={styles.wide} label={t("demo.consentimento")} {...form.checkbox("consentimento")} />
      </div>
      <FormPostFields />
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={form.busy}>
        {form.busy ? t("demo.submitting") : t("demo.submit")}
      </button>
    </form>
  );
}
