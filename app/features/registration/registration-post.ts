import type { PageForm, PostedFields } from "~/lib/form-action.server";
import { organizationErrors, organizationPayload, readOrganization } from "./organization-values";

export type AccountChoice = "education" | "business";
export const ACCOUNT_TYPE = { education: "Edu", business: "business" } as const;
export const REGISTRATION_FORM = "preregister";

const REQUIRED = ["name", "surname", "email"] as const;

/** The short registration's payload (spec §3): the full name from name and surname, the other fields empty. */
export function shortRegistration(fields: Partial<Record<(typeof REQUIRED)[number], string>>, choice: AccountChoice) {
  return {
    fullName: `${(fields.name ?? "").trim()} ${(fields.surname ?? "").trim()}`.trim(),
    email: (fields.email ?? "").trim(),
    companyName: "",
    doc: "",
    companyDoc: "",
    accountType: ACCOUNT_TYPE[choice],
  };
}

/** Name, surname and e-mail are each required (spec §5), which the schema's one full name cannot say. */
export function missingFields(fields: PostedFields): Record<string, string> {
  return Object.fromEntries(
    REQUIRED.filter((name) => !(fields[name] ?? "").trim()).map((name) => [name, "validation.required"]),
  );
}

/** /explore?type=education|business posted without JavaScript. */
export const registrationPost = (choice: AccountChoice): PageForm => ({
  name: REGISTRATION_FORM,
  kind: "preregister",
  input: (fields) => ({
    ...shortRegistration(fields, choice),
    website: fields.website || undefined,
    sourcePage: fields.sourcePage,
  }),
  check: missingFields,
  fieldOf: (path) => (path === "fullName" ? "name" : path),
  confirmation: "/confirmation/registration",
});

/** /explore?type=organization posted without JavaScript: the same rules as the form applies in the browser. */
export const organizationPost: PageForm = {
  name: REGISTRATION_FORM,
  kind: "preregister",
  input: (fields) => ({
    ...organizationPayload(readOrganization(fields), fields.termsAccepted === "on"),
    website: fields.website || undefined,
    sourcePage: fields.sourcePage,
  }),
  check: (fields) => organizationErrors(readOrganization(fields), fields.termsAccepted === "on"),
  fieldOf: (path) => (path === "doc" || path === "companyDoc" ? "document" : path),
  confirmation: "/confirmation/registration",
};
