import type { ClaimedEvent } from "../db/outbox";

/** Which of the site's forms a record came from: a CRM tells conversions apart by it. */
export type FormKind = "newsletter" | "demo-request" | "contact" | "course" | "pre-registration";

/**
 * A stored record as a CRM sees a person (docs/crm-mapping.md): the fields CRMs have names for, the
 * rest in `extras` (each CRM gives them its custom prefix), and the consent to be contacted.
 */
export interface Person {
  form: FormKind;
  /** The course's slug, for a course registration. */
  course?: string;
  email: string;
  firstName?: string;
  lastName?: string;
  jobTitle?: string;
  company?: string;
  phone?: string;
  mobilePhone?: string;
  country?: string;
  message?: string;
  extras: Record<string, string>;
  /** granted: asked to hear from us (newsletter, the demo form's box ticked); declined: the box left empty. */
  communications?: "granted" | "declined";
  language?: string;
  sourcePage?: string;
}

/** Course form fields that already have a place of their own. */
const COURSE_FIELDS_MAPPED = new Set(["email", "name", "nome", "phone", "telefone"]);

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);
const definedOnly = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** A name typed in one field: the first word, and the rest as the last name. */
function splitName(name: unknown): Pick<Person, "firstName" | "lastName"> {
  const [firstName, ...rest] = (text(name) ?? "").split(/\s+/);
  return { firstName: text(firstName), lastName: text(rest.join(" ")) };
}

/** The person in a `.created` event's data (server/db/outbox.ts eventData). */
export function personOf(event: Pick<ClaimedEvent, "type">, data: Record<string, unknown>): Person {
  const common = { email: String(data.email), language: text(data.language), sourcePage: text(data.source_page) };
  if (event.type.startsWith("preregistration.")) {
    return {
      ...common,
      form: "pre-registration",
      ...splitName(data.full_name),
      company: text(data.company_name),
      mobilePhone: text(data.whatsapp),
      extras: definedOnly({
        account_type: text(data.account_type),
        purpose: text(data.purpose),
        age_range: text(data.age_range),
        area: text(data.area),
      }),
    };
  }
  const formId = String(data.form_id);
  const person = {
    ...common,
    ...(text(data.sobrenome) ? { firstName: text(data.nome), lastName: text(data.sobrenome) } : splitName(data.nome)),
    jobTitle: text(data.cargo),
    company: text(data.empresa),
    phone: text(data.telefone),
    country: text(data.pais),
    message: text(data.mensagem),
  };
  if (formId === "contact") return { ...person, form: "contact", extras: definedOnly({ subject: text(data.assunto) }) };
  if (formId.startsWith("course:")) {
    const fields = (data.payload as { fields?: Record<string, unknown> } | null)?.fields ?? {};
    const extras = Object.entries(fields).filter(([name]) => !COURSE_FIELDS_MAPPED.has(name));
    return {
      ...person,
      form: "course",
      course: formId.slice("course:".length),
      extras: definedOnly(Object.fromEntries(extras.map(([name, value]) => [name, text(value)]))),
    };
  }
  if (formId === "newsletter") return { ...person, form: "newsletter", extras: {}, communications: "granted" };
  return {
    ...person,
    form: "demo-request",
    extras: definedOnly({ interest: text(data.interesse) }),
    communications: data.consentimento === 1 ? "granted" : "declined",
  };
}

/** A name a CRM accepts for a custom field: lower-case letters, digits and underscores. */
export const customFieldName = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\W/g, "_")
    .toLowerCase();
