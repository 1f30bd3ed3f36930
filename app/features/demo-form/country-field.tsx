import type { ComponentProps } from "react";
import { SelectField } from "~/components/field";
import { useTranslation } from "~/i18n/react";

/** Code of the "another country" entry: ISO 3166's user-assigned "unknown" region. */
export const OTHER_COUNTRY = "ZZ";

/**
 * The demo form's country: each option's value is an ISO 3166-1 alpha-2 code (what is stored, the same
 * whatever the page's language; browsers autofill it from `autocomplete="country"`), its text the name in
 * the page's language from `forms.countries.names`, Brasil first and the rest in that language's order.
 */
export function CountryField({ label, ...select }: Omit<ComponentProps<typeof SelectField>, "children">) {
  const { t } = useTranslation("forms");
  const names = t("countries.names", { returnObjects: true }) as Record<string, string>;
  return (
    <SelectField label={label} autoComplete="country" {...select}>
      <option value="">{t("countries.placeholder")}</option>
      {Object.entries(names).map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}
