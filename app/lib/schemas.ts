/**
 * One schema per form, shared by the forms (client-side checks) and the API (parsing).
 * Messages are translation keys of the `common` namespace. In the browser this module (with zod)
 * loads when a form is first used (load-schemas.ts); what a form renders comes from form-options.ts.
 */
import * as z from "zod/mini";
import { isValidCnpj, isValidCpf } from "./brazilian-documents";
import { isValidBrazilianPhone } from "./brazilian-phone";
import {
  ACCOUNT_TYPES,
  AGE_RANGE_OPTIONS,
  AREA_OPTIONS,
  CONTACT_MESSAGE_LENGTH,
  FEEDBACK_COMMENT_MAX,
  INTERESSE_OPTIONS,
  PURPOSE_OPTIONS,
} from "./form-options";

export * from "./form-options";

z.config({ jitless: true });

const required = (max = 120) =>
  z.string().check(z.trim(), z.minLength(1, "validation.required"), z.maxLength(max, "validation.tooLong"));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, "validation.tooLong")));
const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "validation.required"),
    z.maxLength(254, "validation.tooLong"),
    z.email("validation.email"),
  );
/** Hidden field that people never see; bots fill it. */
const honeypot = z.optional(z.string().check(z.maxLength(0, "validation.spam")));
/** The page a form was sent from: a path of this site (`/…`, not `//host` or a URL), never another site. */
const sourcePage = z.optional(
  z.string().check(z.maxLength(300, "validation.tooLong"), z.regex(/^\/(?![/\\])[^\s\\]*$/, "validation.page")),
);

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
  telefone: z
    .string()
    .check(
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
  message: z
    .string()
    .check(
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
  fields: z
    .record(
      z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, "validation.required")),
      z.string().check(z.trim(), z.minLength(1, "validation.fillAll"), z.maxLength(500, "validation.tooLong")),
    )
    .check(
      z.refine((fields) => Object.keys(fields).length >= 1 && Object.keys(fields).length <= 20, "validation.fillAll"),
      // Every course form asks for an e-mail, under the field name `email`.
      z.refine((fields) => email.safeParse(fields.email).success, { message: "validation.email", path: ["email"] }),
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
  whatsapp: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(30, "validation.tooLong"), z.refine(isValidBrazilianPhone, "validation.whatsapp")),
  ),
  purpose: z.optional(z.enum(PURPOSE_OPTIONS, "validation.choose")),
  ageRange: z.optional(z.enum(AGE_RANGE_OPTIONS, "validation.choose")),
  area: z.optional(z.enum(AREA_OPTIONS, "validation.choose")),
  termsAccepted: z.optional(z.literal(true, "validation.terms")),
  website: honeypot,
  sourcePage,
});

/** A page that asks "Was this helpful?": an article or a docs article, once per page. */
export const FEEDBACK_PAGE = /^\/(article\/[a-z0-9-]{1,120}|docs\/[a-z0-9-]{1,80})$/;

/** "Was this helpful?": yes or no, and an optional comment; nothing that names the reader. */
export const FeedbackSchema = z.object({
  page: z.string().check(z.regex(FEEDBACK_PAGE, "validation.page")),
  helpful: z.enum(["yes", "no"], "validation.helpful"),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(FEEDBACK_COMMENT_MAX, "validation.feedbackComment"))),
  website: honeypot,
  sourcePage,
});

export type NewsletterLead = z.infer<typeof NewsletterLeadSchema>;
export type DemoLead = z.infer<typeof DemoLeadSchema>;
export type Lead = z.infer<typeof LeadSchema>;
export type ContactMessage = z.infer<typeof ContactSchema>;
export type CourseRegistration = z.infer<typeof CourseRegistrationSchema>;
export type Preregistration = z.infer<typeof PreregisterSchema>;
export type PageFeedback = z.infer<typeof FeedbackSchema>;
