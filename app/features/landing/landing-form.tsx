import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocation } from "react-router";
import { TextField } from "~/components/field";
import { Icon } from "~/components/icon";
import { FormPostFields, usePostResult } from "~/components/form-post-fields";
import { Honeypot, honeypotOf } from "~/features/newsletter/honeypot";
import { COURSE_FORM, COURSE_FORM_ID_FIELD } from "./course-post";
import type { ButtonElement, InputElement } from "./landing-model";
import { scrollToSection } from "./scroll-to-section";
import { useCourseRegistration } from "./use-course-registration";
import styles from "./landing.module.css";
import { SiteLink } from "~/components/site-link";
import { fieldText } from "~/lib/form-field-text";

/**
 * A form assembled from the inputs (onChange) and the submit button (onClick) that share a formId.
 * Closed registration shows the closed notice instead; a stored registration shows the success panel.
 * It posts to its page, so it works before and without JavaScript; the inputs are uncontrolled.
 */
export function LandingForm({
  formId,
  inputs,
  submit,
  open,
}: {
  formId: string;
  inputs: InputElement[];
  submit?: ButtonElement;
  open: boolean;
}) {
  if (!open) return <ClosedNotice />;
  return <OpenForm formId={formId} inputs={inputs} submit={submit} />;
}

function ClosedNotice() {
  const { t } = useTranslation("events");
  return (
    <div className={styles.closed} data-testid="registration-closed">
      <span className={styles.closedIcon}>
        <Icon name="bell" size={24} />
      </span>
      <h3 className={styles.closedTitle} data-scroll-focus tabIndex={-1}>
        {t("landing.closed.title")}
      </h3>
      <p className={styles.closedText}>{t("landing.closed.text")}</p>
      <SiteLink to="/events" className="button button-secondary">
        {t("landing.closed.cta")}
      </SiteLink>
    </div>
  );
}

function OpenForm({ formId, inputs, submit }: { formId: string; inputs: InputElement[]; submit?: ButtonElement }) {
  const { t } = useTranslation(["events", "common"]);
  const { pathname } = useLocation();
  const registration = useCourseRegistration(formId);
  const posted = usePostResult(COURSE_FORM);
  const kept = posted?.values ?? {};
  const [missing, setMissing] = useState<string[]>(() =>
    inputs.filter((input) => posted?.errors[input.name]).map((input) => input.name),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<"success" | "form" | null>(null);
  const target = submit?.action.onClick.scroll;

  useEffect(() => {
    if (focusAfter.current === "success" && registration.registered) {
      if (target) scrollToSection(target);
      successRef.current?.querySelector<HTMLElement>("[data-scroll-focus]")?.focus({ preventScroll: Boolean(target) });
    }
    if (focusAfter.current === "form" && !registration.registered) {
      formRef.current?.querySelector<HTMLInputElement>("input:not([tabindex='-1'])")?.focus();
    }
    focusAfter.current = null;
  }, [registration.registered, target]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(inputs.map((input) => [input.name, fieldText(data.get(input.name))]));
    const blank = inputs.filter((input) => !values[input.name]?.trim()).map((input) => input.name);
    setMissing(blank);
    if (blank.length > 0) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${blank[0]}"]`)?.focus();
    }
    focusAfter.current = "success";
    const sent = await registration.submit(values, { website: honeypotOf(form) || undefined, sourcePage: pathname });
    if (sent) form.reset();
    else focusAfter.current = null;
  };

  if (registration.registered) {
    return (
      <div className={styles.success} ref={successRef} data-testid="registration-success" role="status">
        <span className={styles.successIcon}>
          <Icon name="check" size={26} />
        </span>
        <h3 className={styles.successTitle} data-scroll-focus tabIndex={-1}>
          {t("landing.success.title")}
        </h3>
        <p className={styles.successText}>{t("landing.success.text")}</p>
        <button
          type="button"
          className={styles.again}
          onClick={() => {
            focusAfter.current = "form";
            setMissing([]);
            registration.reset();
          }}
        >
          {t("landing.success.again")}
        </button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={pathname}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      data-form-id={formId}
      aria-describedby={`${formId}-note`}
    >
      <p id={`${formId}-note`} className={styles.formNote}>
        {t("landing.form.requiredNote")}
      </p>
      <div className={styles.fields}>
        {inputs.map((input) => (
          <TextField
            key={input.name}
            name={input.name}
            type={input.inputType}
            label={input.action.onChange.label}
            placeholder={input.action.onChange.placeholder}
            autoComplete={input.autocomplete}
            defaultValue={kept[input.name] ?? ""}
            autoFocus={input.name === missing[0] && Boolean(posted)}
            minLength={1}
            required
            error={missing.includes(input.name) ? t("common:validation.required") : undefined}
            onChange={(event) => {
              if (event.target.value.trim()) setMissing((current) => current.filter((name) => name !== input.name));
            }}
          />
        ))}
      </div>
      <input type="hidden" name={COURSE_FORM_ID_FIELD} value={formId} />
      <FormPostFields />
      <Honeypot />
      {posted?.formError && (
        <p role="alert" className="field-error">
          {t(posted.formError, { ns: "common" })}
        </p>
      )}
      <button type="submit" className={`button button-primary ${styles.submit}`} disabled={registration.sending}>
        {registration.sending ? t("landing.form.submitting") : (submit?.label ?? t("landing.form.submit"))}
      </button>
    </form>
  );
}
