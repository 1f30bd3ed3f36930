import { useTranslation } from "~/i18n/react";
import { fieldText } from "~/lib/form-field-text";

/** A field people never see or reach; bots fill it and the server refuses the submission. */
export function Honeypot() {
  const { t } = useTranslation();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        {t("newsletter.honeypot")}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value as the visitor's browser has it, for a form sent by script. */
export const honeypotOf = (form: HTMLFormElement) => fieldText(new FormData(form).get("website"));
