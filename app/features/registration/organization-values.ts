/** The organization form's rules, kept pure: what is wrong with the values, and what is sent. */
import { formatDocument, isValidCnpj, isValidCpf } from "~/lib/brazilian-documents";
import { validateForm } from "~/lib/form-errors";
import { PreregisterSchema, type Preregistration } from "~/lib/schemas";

export const EMPTY_ORGANIZATION = {
  companyName: "",
  document: "",
  area: "",
  purpose: "",
  fullName: "",
  email: "",
  whatsapp: "",
  ageRange: "",
};
export type OrganizationValues = typeof EMPTY_ORGANIZATION;
/** What the organization form sends; the honeypot and the page are added to every form's body. */
export type OrganizationPayload = Omit<Preregistration, "website" | "sourcePage">;

/** The form's values from its fields (posted, or read from the form in the browser). */
export function readOrganization(fields: Partial<Record<string, string>>): OrganizationValues {
  const values = { ...EMPTY_ORGANIZATION };
  for (const name of Object.keys(values) as (keyof OrganizationValues)[]) values[name] = fields[name] ?? "";
  return values;
}

/** Field names as the form's inputs carry them (form order), so errors map one to one. */
const TEXT_FIELDS = ["companyName", "fullName"] as const;
const REQUIRED_FIELDS = ["companyName", "fullName", "email", "whatsapp"] as const;

/** The one CPF-or-CNPJ field, split as the API wants it; null when it is neither a valid CPF nor CNPJ. */
export function splitDocument(value: string): { doc: string; companyDoc: string } | null {
  const text = value.trim();
  if (!text) return { doc: "", companyDoc: "" };
  if (isValidCpf(text)) return { doc: formatDocument(text), companyDoc: "" };
  if (isValidCnpj(text)) return { doc: "", companyDoc: formatDocument(text) };
  return null;
}

/** The payload of POST /api/users/preregister (the choices are checked by `organizationErrors`). */
export function organizationPayload(values: OrganizationValues, termsAccepted: boolean): OrganizationPayload {
  const documents = splitDocument(values.document) ?? { doc: values.document.trim(), companyDoc: "" };
  return {
    fullName: values.fullName.trim().replace(/\s+/g, " "),
    email: values.email.trim(),
    companyName: values.companyName.trim(),
    ...documents,
    accountType: "business",
    whatsapp: values.whatsapp.trim(),
    purpose: values.purpose as Preregistration["purpose"],
    ageRange: values.ageRange as Preregistration["ageRange"],
    area: values.area as Preregistration["area"],
    ...(termsAccepted ? { termsAccepted: true as const } : {}),
  };
}

/**
 * Field → message key (of `common`, or "forms:…"); empty when the form may be sent. Required comes
 * first, then the shared schema's own checks, then what only this form asks.
 */
export function organizationErrors(values: OrganizationValues, termsAccepted: boolean): Record<string, string> {
  const found = validateForm(PreregisterSchema, organizationPayload(values, termsAccepted), TEXT_FIELDS);
  const errors: Record<string, string> = {};
  for (const field of Object.keys(EMPTY_ORGANIZATION) as (keyof OrganizationValues)[]) {
    if (field === "document") {
      if (!splitDocument(values.document)) errors.document = "forms:organization.errors.document";
    } else if ((REQUIRED_FIELDS as readonly string[]).includes(field) && !values[field].trim()) {
      errors[field] = "validation.required";
    } else if (found[field]) {
      errors[field] = found[field];
    } else if (field === "fullName" && values.fullName.trim().split(/\s+/).length < 2) {
      errors.fullName = "forms:organization.errors.fullName";
    }
  }
  if (!termsAccepted) errors.termsAccepted = "validation.terms";
  return errors;
}
