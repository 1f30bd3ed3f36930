import { useState, type FocusEvent } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { CheckboxField, SelectField, TextField } from "~/components/field";
import { FormPostFields } from "~/components/form-post-fields";
import { SiteLink } from "~/components/site-link";
import { usePageForm } from "~/components/use-page-form";
import { formatBrazilianPhone } from "~/lib/brazilian-phone";
import { formatDocument } from "~/lib/brazilian-documents";
import { AGE_RANGE_OPTIONS, AREA_OPTIONS, PURPOSE_OPTIONS } from "~/lib/form-options";
import type { PageForm } from "~/lib/form-post";
import {
  organizationErrors,
  organizationPayload,
  readOrganization,
  type OrganizationPayload,
} from "./organization-values";
import { NextSteps } from "./next-steps";
import { RegistrationSubmit } from "./registration-submit";
import { RegistrationThanks } from "./registration-thanks";
import layout from "~/components/form-layout.module.css";
import styles from "./registration.module.css";

const OPTIONS = { purpose: PURPOSE_OPTIONS, ageRange: AGE_RANGE_OPTIONS, area: AREA_OPTIONS } as const;

/** /explore?type=organization: the same rules in the browser and in the page's action (organization-values.ts). */
export const organizationPost: PageForm<OrganizationPayload> = {
  name: "preregister",
  kind: "preregister",
  input: (fields) => organizationPayload(readOrganization(fields), fields.termsAccepted === "on"),
  check: (fields) => organizationErrors(readOrganization(fields), fields.termsAccepted === "on"),
  fieldOf: (path) => (path === "doc" || path === "companyDoc" ? "document" : path),
  confirmation: "/confirmation/registration",
};

/**
 * The extended pre-registration of an organization (spec §3 "Other pre-registration form texts"),
 * without passwords: the account is activated on the application host. Errors show beside each
 * field after the first attempt and follow the typing from then on; the values always stay. It posts
 * to /explore?type=organization, so it works before and without JavaScript; the inputs are
 * uncontrolled and the rules read them from the form.
 */
export function OrganizationForm() {
  const { t } = useTranslation(["forms", "common"]);
  const [sentTo, setSentTo] = useState("");
  const form = usePageForm(organizationPost, (payload) => setSentTo(payload.email));

  if (form.state.status === "success") {
    return (
      <div className={`card card-padded ${styles.organization}`}>
        <RegistrationThanks email={sentTo} />
      </div>
    );
  }

  const formatOnBlur = (format: (value: string) => string) => (event: FocusEvent<HTMLInputElement>) => {
    event.currentTarget.value = format(event.currentTarget.value.trim());
    form.recheck(event.currentTarget.form);
  };
  const select = (field: keyof typeof OPTIONS) => (
    <SelectField label={t(`organization.${field}.label`)} {...form.field(field)} required>
      <option value="">{t("organization.choose")}</option>
      {OPTIONS[field].map((option) => (
        <option key={option} value={option}>
          {t(`organization.${field}.options.${option}`)}
        </option>
      ))}
    </SelectField>
  );

  return (
    <div className={styles.organizationLayout}>
      <div className={`card card-padded ${styles.organization}`}>
        <form
          method="post"
          action="/explore?type=organization"
          className={layout.form}
          noValidate
          onSubmit={form.onSubmit}
          onChange={(event) => form.recheck(event.currentTarget)}
          aria-busy={form.busy}
          aria-describedby="organization-required"
        >
          <p id="organization-required" className={layout.note}>
            {t("organization.requiredNote")}
          </p>
          <fieldset className={styles.group} disabled={form.busy}>
            <legend>{t("organization.groups.organization")}</legend>
            <div className={`${layout.grid} ${styles.fields}`}>
              <TextField
                label={t("organization.companyName")}
                autoComplete="organization"
                {...form.field("companyName")}
                required
              />
              <TextField
                label={t("organization.document.label")}
                hint={t("organization.document.hint")}
                autoComplete="off"
                spellCheck={false}
                maxLength={20}
                {...form.field("document")}
                onBlur={formatOnBlur(formatDocument)}
              />
              {select("area")}
              {select("purpose")}
            </div>
          </fieldset>
          <fieldset className={styles.group} disabled={form.busy}>
            <legend>{t("organization.groups.person")}</legend>
            <div className={`${layout.grid} ${styles.fields}`}>
              <TextField label={t("organization.fullName")} autoComplete="name" {...form.field("fullName")} required />
              <TextField
                label={t("organization.email")}
                type="email"
                autoComplete="email"
                {...form.field("email")}
                required
              />
              <TextField
                label={t("organization.whatsapp.label")}
                hint={t("organization.whatsapp.hint")}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={30}
                {...form.field("whatsapp")}
                onBlur={formatOnBlur(formatBrazilianPhone)}
                required
              />
              {select("ageRange")}
            </div>
          </fieldset>
          <CheckboxField
            {...form.checkbox("termsAccepted")}
            disabled={form.busy}
            label={
              <Trans
                t={t}
                i18nKey="organization.terms"
                components={{
                  terms: <SiteLink to="/termos-do-serviço" />,
                  privacy: <SiteLink to="/politica-de-privacidade" />,
                }}
              />
            }
          />
          <FormPostFields />
          <RegistrationSubmit
            busy={form.busy}
            failure={form.say(form.state.message)}
            label={t("organization.submit")}
          />
        </form>
      </div>
      <NextSteps id="organization-next" prefix="organization.next" />
    </div>
  );
}
