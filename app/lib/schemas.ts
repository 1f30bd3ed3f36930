/**
 * One schema per form, shared by the forms (client-side checks) and the API (parsing).
 * Messages are translation keys of the `common` namespace.
 */
import * as z from "zod/mini";
import { isValidCnpj, isValidCpf } from "./brazilian-documents";
import { isValidBrazilianPhone } from "./brazilian-phone";

z.config({ jitless: true });

export const INTERESSE_OPTIONS = [
  "ecossistemaAioT",
  "dispositivosInteligentes",
  "promptIntegracaoDados",
  "prototiposAioT",
  "softwareOutsourcing",
] as const;

export const ACCOUNT_TYPES = ["Edu", "business"] as const;

/** The organization pre-registration's choices (spec §3 "Other pre-registration form texts"). */
export const PURPOSE_OPTIONS = ["personal", "academic", "corporate"] as const;
export const AGE_RANGE_OPTIONS = ["under18", "18to24", "25to40", "over40"] as const;
export const AREA_OPTIONS = ["residential", "industrial", "commercial", "agribusiness", "others"] as const;

export const TEXT_MIN_LENGTH = 3;
export const CONTACT_MESSAGE_LENGTH = { min: 10, max: 2000 } as const;

const required = (max = 120) =>
  z.string().check(z.trim(), z.minLength(1, "validation.required"), z.maxLength(max, "validation.tooLong"));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, "validation.tooLong")));
const email = z.string().check(
  z.trim(),
  z.minLength(1, "validation.required"),
  z.maxLength(254, "validation.tooLong"),
  z.email("validation.email"),
);
/** Hidden field that people never see; bots fill it. */
const honeypot = z.optional(z.string().check(z.maxLength(0, "validation.spam")));
const sourcePage = z.optional(z.string().check(z.maxLength(300, "validation.tooLong")));

export const NewsletterLeadSchema = z.object({
  formId: z.literal("newsletter"),
  email,
  website: honeypot,
  sourcePage,
});

export const DemoLeadSchema = z.object({
  formId: z.literal("bookDemo"),
  nome: required(),
  sobrenome: required(),
  cargo: required(),
  email,
  interesse: z.enum(INTERESSE_OPTIONS, "validation.choose"),
  empresa: required(),
  telefone: z.string().check(
    z.trim(),
    z.minLength(1, "validation.required"),
    z.maxLength(30, "validation.tooLong"),
    z.regex(/^[+()\d\s.-]{6,30}$/, "validation.phone"),
  ),
  pais: required(80),
  mensagem: optionalText(2000),
  consentimento: z.optional(z.boolean()),
  website: honeypot,
  sourcePage,
});

export const LeadSchema = z.discriminatedUnion("formId", [NewsletterLeadSchema, DemoLeadSchema]);

export const ContactSchema = z.object({
  name: required(),
  email,
  subject: required(150),
  message: z.string().check(
    z.trim(),
    z.minLength(CONTACT_MESSAGE_LENGTH.min, "validation.messageLength"),
    z.maxLength(CONTACT_MESSAGE_LENGTH.max, "validation.messageLength"),
  ),
  consent: z.literal(true, "validation.consent"),
  website: honeypot,
  sourcePage,
});

export const CourseRegistrationSchema = z.object({
  formId: z.string().check(z.regex(/^[a-z0-9-]{1,80}$/, "validation.required")),
  fields: z.record(
    z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, "validation.required")),
    z.string().check(z.trim(), z.minLength(1, "validation.fillAll"), z.maxLength(500, "validation.tooLong")),
  ).check(
    z.refine((fields) => Object.keys(fields).length >= 1 && Object.keys(fields).length <= 20, "validation.fillAll"),
  ),
  website: honeypot,
  sourcePage,
});

const optionalDocument = (isValid: (value: string) => boolean) =>
  z.string().check(
    z.trim(),
    z.maxLength(20, "validation.tooLong"),
    z.refine((value) => value === "" || isValid(value), "validation.document"),
  );

export const PreregisterSchema = z.object({
  fullName: required(240),
  email,
  companyName: z.string().check(z.trim(), z.maxLength(160, "validation.tooLong")),
  doc: optionalDocument(isValidCpf),
  companyDoc: optionalDocument(isValidCnpj),
  accountType: z.enum(ACCOUNT_TYPES, "validation.choose"),
  // The organization form's extra fields; absent from the short education/business forms.
  whatsapp: z.optional(z.string().check(
    z.trim(),
    z.maxLength(30, "validation.tooLong"),
    z.refine(isValidBrazilianPhone, "validation.whatsapp"),
  )),
  purpose: z.optional(z.enum(PURPOSE_OPTIONS, "validation.choose")),
  ageRange: z.optional(z.enum(AGE_RANGE_OPTIONS, "validation.choose")),
  area: z.optional(z.enum(AREA_OPTIONS, "validation.choose")),
  termsAccepted: z.optional(z.literal(true, "validation.terms")),
  website: honeypot,
  sourcePage,
});

export type NewsletterLead = z.infer<typeof NewsletterLeadSchema>;
export type DemoLead = z.infer<typeof DemoLeadSchema>;
export type Lead = z.infer<typeof LeadSchema>;
export type ContactMessage = z.infer<typeof ContactSchema>;
export type CourseRegistration = z.infer<typeof CourseRegistrationSchema>;
export type Preregistration = z.infer<typeof PreregisterSchema>;

export interface FieldIssue {
  path: string;
  message: string;
}

/** Flattens zod issues to one message per field, the shape the API answers and forms display. */
export function fieldIssues(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }): FieldIssue[] {
  const seen = new Set<string>();
  const result: FieldIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "body";
    if (seen.has(path)) continue;
    seen.add(path);
    result.push({ path, message: issue.message });
  }
  return result;
}
