import { useTranslation } from "~/i18n/react";

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
