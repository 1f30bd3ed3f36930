import { useTranslation } from "~/i18n/react";

/** A field people never see or reach; bots fill it and the API refuses the submission. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        {t("newsletter.honeypot")}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
