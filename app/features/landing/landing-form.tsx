import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocation } from "react-router";
import { TextField } from "~/components/field";
import { Icon } from "~/components/icon";
import { FormPostFields } from "~/components/form-post-fields";
import { SiteLink } from "~/components/site-link";
import { usePageForm } from "~/components/use-page-form";
import { CSRF_FIELD, HONEYPOT_FIELD, SOURCE_PAGE_FIELD, type PageForm, type PostedFields } from "~/lib/form-post";
import type { ButtonElement, InputElement } from "~/content/landing-model";
import { readRegistrations, withoutRegistration, withRegistration, writeRegistrations } from "./registration-store";
import { useRegistrationStatus } from "./registration-status";
import { scrollToSection } from "./scroll-to-section";
import styles from "./landing.module.css";

/** The hidden field naming which landing form was sent. */
const COURSE_FORM_ID_FIELD = "formId";
const NOT_COURSE_FIELDS = new Set([CSRF_FIELD, SOURCE_PAGE_FIELD, HONEYPOT_FIELD, COURSE_FORM_ID_FIELD]);

/** The course form's own inputs (named by its content file), trimmed. */
const courseFields = (fields: PostedFields) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => !NOT_COURSE_FIELDS.has(name))
      .map(([name, value]) => [name, value.trim()]),
  );

/** A course or workshop page's registration (CourseRegistrationSchema), posted to the page without JavaScript. */
export const coursePost: PageForm<{ formId: string; fields: Record<string, string> }> = {
  name: "courseRegistration",
  kind: "courseRegistration",
  input: (fields) => ({ formId: fields[COURSE_FORM_ID_FIELD] ?? "", fields: courseFields(fields) }),
  // Spec §5: every field is required; a blank one gets 'Preencha todas as informações.' and nothing is sent.
  check: (fields) =>
    Object.fromEntries(
      Object.entries(courseFields(fields))
        .filter(([, value]) => value === "")
        .map(([name]) => [name, "validation.required"]),
    ),
  fieldOf: (path) => path.replace(/^fields\./, ""),
  confirmation: "/confirmation/course",
  toasts: {
    failure: (refusal) => refusal ?? "events:landing.form.failure",
    invalid: { message: "events:landing.form.fillAll", icon: "bell" },
  },
};

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

/** What the closed notice says, by what the page announces: a course's cohort, a one-day workshop, a webinar. */
const CLOSED_TEXT = {
  course: "landing.closed.textCourse",
  workshop: "landing.closed.textWorkshop",
  webinar: "landing.closed.textWebinar",
} as const;
const CLOSED_AHEAD = {
  course: "landing.closed.aheadCourse",
  workshop: "landing.closed.aheadWorkshop",
  webinar: "landing.closed.aheadWebinar",
} as const;

function ClosedNotice() {
  const { t } = useTranslation("events");
  const status = useRegistrationStatus();
  return (
    <div className={styles.closed} data-testid="registration-closed">
      <span className={styles.closedIcon}>
        <Icon name="bell" size={24} />
      </span>
      <h3 className={styles.closedTitle} data-scroll-focus tabIndex={-1}>
        {t("landing.closed.title")}
      </h3>
      <p className={styles.closedText}>
        {status && !status.finished
          ? t(CLOSED_AHEAD[status.kind], { until: status.untilLabel, start: status.startLabel })
          : t(CLOSED_TEXT[status?.kind ?? "course"])}
      </p>
      <SiteLink to="/events" className="button button-secondary">
        {t("landing.closed.cta")}
      </SiteLink>
    </div>
  );
}

/**
 * The course form of spec §4/§5: every field filled → POST /api/course-registration, keep the record
 * locally, show 'registered'; a blank field → 'Preencha todas as informações.' (bell, error), nothing
 * saved or sent. "Fill in another" clears this form's record and brings the form back.
 */
function OpenForm({ formId, inputs, submit }: { formId: string; inputs: InputElement[]; submit?: ButtonElement }) {
  const { t } = useTranslation(["events", "common"]);
  const { pathname } = useLocation();
  const [registered, setRegistered] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<"success" | "form" | null>(null);
  const target = submit?.action.onClick.scroll;
  const form = usePageForm(coursePost, ({ fields }, element) => {
    writeRegistrations(
      withRegistration(readRegistrations(), { formId, fields, registeredAt: new Date().toISOString() }),
    );
    element.reset();
    focusAfter.current = "success";
    setRegistered(true);
  });

  // The record lives in the browser: read it after hydration so the server HTML always matches.
  useEffect(() => setRegistered(Boolean(readRegistrations()[formId])), [formId]);

  useEffect(() => {
    if (focusAfter.current === "success" && registered) {
      if (target) scrollToSection(target);
      successRef.current?.querySelector<HTMLElement>("[data-scroll-focus]")?.focus({ preventScroll: Boolean(target) });
    }
    if (focusAfter.current === "form" && !registered) {
      formRef.current?.querySelector<HTMLInputElement>("input:not([tabindex='-1'])")?.focus();
    }
    focusAfter.current = null;
  }, [registered, target]);

  if (registered) {
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
            writeRegistrations(withoutRegistration(readRegistrations(), formId));
            setRegistered(false);
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
      onSubmit={form.onSubmit}
      onChange={(event) => form.recheck(event.currentTarget)}
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
            type={input.inputType}
            label={input.action.onChange.label}
            placeholder={input.action.onChange.placeholder}
            autoComplete={input.autocomplete}
            {...form.field(input.name)}
            minLength={1}
            required
          />
        ))}
      </div>
      <input type="hidden" name={COURSE_FORM_ID_FIELD} value={formId} />
      <FormPostFields />
      {/* A refused post without JavaScript says so here; the hydrated form's refusals are toasts. */}
      {form.generation === 0 && form.posted?.formError && (
        <p role="alert" className="field-error">
          {form.say(form.posted.formError)}
        </p>
      )}
      <button type="submit" className={`button button-primary ${styles.submit}`} disabled={form.busy}>
        {form.busy ? t("landing.form.submitting") : (submit?.label ?? t("landing.form.submit"))}
      </button>
    </form>
  );
}
