import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocation } from "react-router";
import { TextField } from "~/components/field";
import { Icon } from "~/components/icon";
import { Honeypot } from "~/features/newsletter/honeypot";
import type { ButtonElement, InputElement } from "./landing-model";
import { scrollToSection } from "./scroll-to-section";
import { useCourseRegistration } from "./use-course-registration";
import styles from "./landing.module.css";
import { SiteLink } from "~/components/site-link";

/**
 * A form assembled from the inputs (onChange) and the submit button (onClick) that share a formId.
 * Closed registration shows the closed notice instead; a stored registration shows the success panel.
 */
export function LandingForm({ formId, inputs, submit, open }: { formId: string; inputs: InputElement[]; submit?: ButtonElement; open: boolean }) {
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
      <h3 className={styles.closedTitle} data-scroll-focus tabIndex={-1}>{t("landing.closed.title")}</h3>
      <p className={styles.closedText}>{t("landing.closed.text")}</p>
      <SiteLink to="/events" className="button button-secondary">{t("landing.closed.cta")}</SiteLink>
    </div>
  );
}

const emptyValues = (inputs: InputElement[]) => Object.fromEntries(inputs.map((input) => [input.name, ""]));

function OpenForm({ formId, inputs, submit }: { formId: string; inputs: InputElement[]; submit?: ButtonElement }) {
  const { t } = useTranslation(["events", "common"]);
  const { pathname } = useLocation();
  const registration = useCourseRegistration(formId);
  const [values, setValues] = useState<Record<string, string>>(() => emptyValues(inputs));
  const [missing, setMissing] = useState<string[]>([]);
  const [honeypot, setHoneypot] = useState("");
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
    const blank = inputs.filter((input) => !values[input.name]?.trim()).map((input) => input.name);
    setMissing(blank);
    if (blank.length > 0) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${blank[0]}"]`)?.focus();
    }
    focusAfter.current = "success";
    const sent = await registration.submit(values, { website: honeypot || undefined, sourcePage: pathname });
    if (sent) setValues(emptyValues(inputs));
    else focusAfter.current = null;
  };

  if (registration.registered) {
    return (
      <div className={styles.success} ref={successRef} data-testid="registration-success" role="status">
        <span className={styles.successIcon}>
          <Icon name="check" size={26} />
        </span>
        <h3 className={styles.successTitle} data-scroll-focus tabIndex={-1}>{t("landing.success.title")}</h3>
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
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} data-form-id={formId} aria-describedby={`${formId}-note`}>
      <p id={`${formId}-note`} className={styles.formNote}>{t("landing.form.requiredNote")}</p>
      <div className={styles.fields}>
        {inputs.map((input) => (
          <TextField
            key={input.name}
            name={input.name}
            type={input.inputType}
            label={input.action.onChange.label}
            placeholder={input.action.onChange.placeholder}
            autoComplete={input.autocomplete}
            value={values[input.name] ?? ""}
            minLength={1}
            required
            error={missing.includes(input.name) ? t("common:validation.required") : undefined}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [input.name]: value }));
              if (value.trim()) setMissing((current) => current.filter((name) => name !== input.name));
            }}
          />
        ))}
      </div>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <button type="submit" className={`button button-primary ${styles.submit}`} disabled={registration.sending}>
        {registration.sending ? t("landing.form.submitting") : (submit?.label ?? t("landing.form.submit"))}
      </button>
    </form>
  );
}
