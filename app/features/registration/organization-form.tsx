import { useRef, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { CheckboxField, SelectField, TextField } from "~/components/field";
import { firstInvalid, FormPostFields, usePostResult } from "~/components/form-post-fields";
import { Honeypot, honeypotOf } from "~/features/newsletter/honeypot";
import { formatBrazilianPhone } from "~/lib/brazilian-phone";
import { formatDocument } from "~/lib/brazilian-documents";
import { focusFirstInvalid } from "~/lib/form-errors";
import { AGE_RANGE_OPTIONS, AREA_OPTIONS, PURPOSE_OPTIONS } from "~/lib/form-options";
import {
  EMPTY_ORGANIZATION,
  organizationErrors,
  organizationPayload,
  readOrganization,
  type OrganizationValues,
} from "./organization-values";
import { REGISTRATION_FORM } from "./registration-post";
import { NextSteps } from "./next-steps";
import { RegistrationSubmit } from "./registration-submit";
import { RegistrationThanks } from "./registration-thanks";
import { usePreregister } from "./use-preregister";
import layout from "~/components/form-layout.module.css";
import styles from "./registration.module.css";
import { SiteLink } from "~/components/site-link";
import { fieldText } from "~/lib/form-field-text";

const OPTIONS = { purpose: PURPOSE_OPTIONS, ageRange: AGE_RANGE_OPTIONS, area: AREA_OPTIONS } as const;

/**
 * The extended pre-registration of an organization (spec §3 "Other pre-registration form texts"),
 * without passwords: the account is activated on the application host. Errors show beside each
 * field after the first attempt and follow the typing from then on; the values always stay. It posts
 * to /explore?type=organization, so it works before and without JavaScript; the inputs are
 * uncontrolled and the rules read them from the form.
 */
export function OrganizationForm() {
  const { t } = useTranslation(["forms", "common"]);
  const { status, busy, failure, serverErrors, send, message } = usePreregister();
  const posted = usePostResult(REGISTRATION_FORM);
  const kept = readOrganization(posted?.values ?? {});
  const [values, setValues] = useState<OrganizationValues>(kept);
  const [terms, setTerms] = useState(posted?.values.termsAccepted === "on");
  const [attempted, setAttempted] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  if (status === "completed") {
    return (
      <div className={`card card-padded ${styles.organization}`}>
        <RegistrationThanks email={values.email.trim()} />
      </div>
    );
  }

  const errors = attempted ? organizationErrors(values, terms) : (posted?.errors ?? {});
  const autoFocusOn =
    posted && !attempted
      ? firstInvalid([...Object.keys(EMPTY_ORGANIZATION), "termsAccepted"], posted.errors)
      : undefined;
  /** Reads the form as it is now: what was typed before the scripts ran counts too. */
  const readForm = (element: HTMLFormElement | null) => {
    if (!element) return;
    const current = formValues(element);
    setValues(current.values);
    setTerms(current.accepted);
  };
  const formatOnBlur = (format: (value: string) => string) => (event: { currentTarget: HTMLInputElement }) => {
    event.currentTarget.value = format(event.currentTarget.value.trim());
    readForm(event.currentTarget.form);
  };
  const server = (field: keyof OrganizationValues) =>
    field === "document" ? (serverErrors.doc ?? serverErrors.companyDoc) : serverErrors[field];
  /** The props every field shares: name, first value, error. */
  const bind = (field: keyof OrganizationValues) => ({
    name: field,
    defaultValue: kept[field],
    autoFocus: autoFocusOn === field,
    error: message(errors[field]) ?? server(field),
  });
  const select = (field: keyof typeof OPTIONS) => (
    <SelectField label={t(`organization.${field}.label`)} {...bind(field)} required>
      <option value="">{t("organization.choose")}</option>
      {OPTIONS[field].map((option) => (
        <option key={option} value={option}>
          {t(`organization.${field}.options.${option}`)}
        </option>
      ))}
    </SelectField>
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { values: current, accepted } = formValues(event.currentTarget);
    setValues(current);
    setTerms(accepted);
    setAttempted(true);
    const found = organizationErrors(current, accepted);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current, found);
      return;
    }
    await send(organizationPayload(current, accepted), honeypotOf(event.currentTarget));
  };

  return (
    <div className={styles.organizationLayout}>
      <div className={`card card-padded ${styles.organization}`}>
        <form
          ref={form}
          method="post"
          action="/explore?type=organization"
          className={layout.form}
          noValidate
          onSubmit={submit}
          onChange={(event) => readForm(event.currentTarget)}
          aria-busy={busy}
          aria-describedby="organization-required"
        >
          <p id="organization-required" className={layout.note}>
            {t("organization.requiredNote")}
          </p>
          <fieldset className={styles.group} disabled={busy}>
            <legend>{t("organization.groups.organization")}</legend>
            <div className={`${layout.grid} ${styles.fields}`}>
              <TextField
                label={t("organization.companyName")}
                autoComplete="organization"
                {...bind("companyName")}
                required
              />
              <TextField
                label={t("organization.document.label")}
                hint={t("organization.document.hint")}
                autoComplete="off"
                spellCheck={false}
                maxLength={20}
                {...bind("document")}
                onBlur={formatOnBlur(formatDocument)}
              />
              {select("area")}
              {select("purpose")}
            </div>
          </fieldset>
          <fieldset className={styles.group} disabled={busy}>
            <legend>{t("organization.groups.person")}</legend>
            <div className={`${layout.grid} ${styles.fields}`}>
              <TextField label={t("organization.fullName")} autoComplete="name" {...bind("fullName")} required />
              <TextField
                label={t("organization.email")}
                type="email"
                autoComplete="email"
                {...bind("email")}
                required
              />
              <TextField
                label={t("organization.whatsapp.label")}
                hint={t("organization.whatsapp.hint")}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={30}
                {...bind("whatsapp")}
                onBlur={formatOnBlur(formatBrazilianPhone)}
                required
              />
              {select("ageRange")}
            </div>
          </fieldset>
          <CheckboxField
            name="termsAccepted"
            defaultChecked={terms}
            disabled={busy}
            autoFocus={autoFocusOn === "termsAccepted"}
            error={message(errors.termsAccepted) ?? serverErrors.termsAccepted}
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
          <Honeypot />
          <RegistrationSubmit
            busy={busy}
            failure={failure ?? (posted?.formError ? t(posted.formError, { ns: "common" }) : null)}
            label={t("organization.submit")}
          />
        </form>
      </div>
      <NextSteps id="organization-next" prefix="organization.next" />
    </div>
  );
}

/** The organization's values and the terms box as the form holds them now. */
function formValues(form: HTMLFormElement): { values: OrganizationValues; accepted: boolean } {
  const data = new FormData(form);
  return {
    values: readOrganization(Object.fromEntries([...data].map(([name, value]) => [name, fieldText(value)]))),
    accepted: data.has("termsAccepted"),
  };
}
