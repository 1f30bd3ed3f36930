import path from "node:path";
import { describe, expect, it } from "vitest";
import { EVENT_LANDINGS, LEGAL, loadCollection } from "../../content-pipeline";
import * as schemas from "~/lib/schemas";
import type { Language } from "~/i18n/languages";

/**
 * The privacy policy names every personal field the site's forms collect: the fields are read from the form
 * schemas (and, for the course and webinar registrations, from the inputs of every landing page), so a new
 * field fails here until the policy says it is collected, in every language.
 */
const ROOT = path.resolve(import.meta.dirname, "../../content");

/** Fields that say nothing about the person: the form's name, the honeypot, the page, the yes/no of "Was this helpful?". */
const NOT_PERSONAL = new Set(["formId", "website", "sourcePage", "page", "helpful"]);

/** How the policy names each personal field, in each language (lower case; the policy's words, not the form's labels). */
const NAMES: Record<string, Record<Language, string>> = {
  email: { pt: "e-mail", en: "email", es: "correo" },
  nome: { pt: "nome", en: "name", es: "nombre" },
  name: { pt: "nome", en: "name", es: "nombre" },
  fullName: { pt: "nome completo", en: "full name", es: "nombre completo" },
  sobrenome: { pt: "sobrenome", en: "surname", es: "apellido" },
  cargo: { pt: "cargo", en: "job title", es: "cargo" },
  empresa: { pt: "empresa", en: "company", es: "empresa" },
  companyName: { pt: "nome da organização", en: "organization name", es: "nombre de la organización" },
  telefone: { pt: "telefone", en: "phone", es: "teléfono" },
  phone: { pt: "whatsapp", en: "whatsapp", es: "whatsapp" },
  whatsapp: { pt: "whatsapp", en: "whatsapp", es: "whatsapp" },
  pais: { pt: "país", en: "country", es: "país" },
  city: { pt: "cidade", en: "city", es: "ciudad" },
  interesse: { pt: "interesse", en: "interest", es: "interés" },
  mensagem: { pt: "mensagem", en: "message", es: "mensaje" },
  message: { pt: "mensagem", en: "message", es: "mensaje" },
  subject: { pt: "assunto", en: "subject", es: "asunto" },
  consentimento: { pt: "consentimento", en: "consent", es: "consentimiento" },
  consent: { pt: "consentimento", en: "consent", es: "consentimiento" },
  doc: { pt: "cpf", en: "cpf", es: "cpf" },
  companyDoc: { pt: "cnpj", en: "cnpj", es: "cnpj" },
  accountType: { pt: "tipo de conta", en: "account type", es: "tipo de cuenta" },
  purpose: { pt: "finalidade de uso", en: "purpose", es: "finalidad de uso" },
  ageRange: { pt: "faixa etária", en: "age range", es: "rango de edad" },
  area: { pt: "área de atuação", en: "area of activity", es: "área de actuación" },
  termsAccepted: { pt: "aceite dos termos", en: "acceptance of the terms", es: "aceptación de los términos" },
  comment: { pt: "comentário", en: "comment", es: "comentario" },
};

/** The fields of every object schema of the forms; a registration's free-form `fields` are the landing pages' inputs. */
function formFields(): string[] {
  const landings = loadCollection(ROOT, EVENT_LANDINGS).pt;
  const landingInputs = landings.flatMap((landing) =>
    landing.sections.flatMap((section) =>
      section.children.flatMap((child) => (child.type === "input" ? [child.name] : [])),
    ),
  );
  const keys = Object.values(schemas).flatMap((schema) =>
    typeof schema === "object" && schema !== null && "shape" in schema ? Object.keys(schema.shape as object) : [],
  );
  return [...new Set([...keys.flatMap((key) => (key === "fields" ? landingInputs : [key])), ...landingInputs])]
    .filter((field) => !NOT_PERSONAL.has(field))
    .sort();
}

/** What the policy says it collects: its section 2 (data-collected), as text. */
function collectedSection(lang: Language): string {
  const html = loadCollection(ROOT, LEGAL)[lang].find((entry) => entry.slug === "privacy-policy")!.html;
  const start = html.indexOf('id="data-collected"');
  const end = html.indexOf('id="purposes"');
  expect(start).toBeGreaterThan(-1);
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, " ")
    .toLowerCase();
}

describe("the privacy policy and the forms", () => {
  const fields = formFields();

  it("reads the forms' personal fields, the organization form's and the registrations' included", () => {
    expect(fields).toEqual(
      expect.arrayContaining(["email", "doc", "companyDoc", "whatsapp", "ageRange", "area", "purpose", "city"]),
    );
  });

  it("knows how the policy names each of them", () => {
    expect(fields.filter((field) => !NAMES[field])).toEqual([]);
  });

  for (const lang of ["pt", "en", "es"] as const) {
    it(`names every personal field the forms collect (${lang})`, () => {
      const section = collectedSection(lang);
      expect(fields.filter((field) => NAMES[field] && !section.includes(NAMES[field][lang]))).toEqual([]);
    });
  }
});
