import { describe, expect, it } from "vitest";
import { contactPost } from "~/features/contact";
import { demoFormPost } from "~/features/demo-form";
import { coursePost } from "~/features/landing";
import { newsletterPost } from "~/features/newsletter";
import { organizationPost, registrationPost } from "~/features/registration";
import { feedbackPost } from "~/lib/feedback-post";
import { formErrors } from "~/lib/form-errors";
import { FORM_API, submission, type PageForm, type PostedFields } from "~/lib/form-post";
import * as schemas from "~/lib/schemas";
import { siteForms } from "../../server/forms";
import { siteFeedbackPages } from "../../scripts/support/site-feedback-pages";

/**
 * Every form of the site, as its fields arrive (posted without JavaScript, or read from the form by
 * the hydrated page): a filled form becomes a body its write path stores, and a wrong one is refused
 * in the browser with messages named as the form's own fields.
 */
const organization = {
  companyName: "Cooperativa Vale Verde",
  document: "11222333000181",
  area: "agribusiness",
  purpose: "corporate",
  fullName: "Marina Teixeira",
  email: "marina@example.com",
  whatsapp: "(51) 91234-5678",
  ageRange: "25to40",
};
const hidden = { _csrf: "t".repeat(32), sourcePage: "/page", website: "" };
const CASES: Array<{ form: PageForm; filled: PostedFields; wrong: PostedFields; refused: Record<string, string> }> = [
  {
    form: newsletterPost,
    filled: { email: " ana@example.com " },
    wrong: { email: "ana.example.com" },
    refused: { email: "validation.email" },
  },
  {
    form: demoFormPost,
    filled: {
      nome: "Ana",
      sobrenome: "Souza",
      cargo: "CTO",
      email: "ana@example.com",
      empresa: "Agro Sul",
      telefone: "+55 51 99999-0000",
      pais: "BR",
      interesse: "prototiposAioT",
      mensagem: "",
      consentimento: "on",
    },
    wrong: { nome: "Al", email: "ana@", interesse: "" },
    refused: {
      nome: "validation.minLength",
      sobrenome: "validation.required",
      cargo: "validation.required",
      email: "validation.email",
      interesse: "validation.choose",
      empresa: "validation.required",
      telefone: "validation.required",
      pais: "validation.required",
    },
  },
  {
    form: contactPost,
    filled: { name: "Bruno", email: "b@example.com", subject: "Planos", message: "Quero saber mais.", consent: "on" },
    wrong: { name: "Bruno", email: "b@example.com", subject: "Planos", message: "Quero saber mais." },
    refused: { consent: "validation.consent" },
  },
  {
    form: registrationPost("education"),
    filled: { name: "Carla", surname: "Dias", email: "carla@example.com" },
    wrong: { name: "Carla", surname: " ", email: "carla@" },
    refused: { surname: "validation.required", email: "validation.email" },
  },
  {
    form: organizationPost,
    filled: { ...organization, termsAccepted: "on" },
    wrong: { ...organization, document: "123" },
    refused: { document: "forms:organization.errors.document", termsAccepted: "validation.terms" },
  },
  {
    form: coursePost,
    filled: { formId: "curso-esp32-2027", name: "Davi Reis", email: "davi@example.com", city: "Guaíba/RS" },
    wrong: { formId: "curso-esp32-2027", name: "Davi Reis", email: "davi@example.com", city: "   " },
    refused: { city: "validation.required" },
  },
  {
    form: feedbackPost("/docs/create-account"),
    filled: { page: "/docs/create-account", helpful: "no", comment: "Faltou dizer onde fica o MAC." },
    wrong: { page: "/docs/create-account", comment: "x".repeat(501) },
    refused: { helpful: "validation.helpful", comment: "validation.feedbackComment" },
  },
];

const FORMS = siteForms([], siteFeedbackPages());

describe("page forms", () => {
  it("cover every write path, and every write path has an endpoint", () => {
    expect(new Set(CASES.map(({ form }) => form.kind))).toEqual(new Set(Object.keys(FORM_API)));
    expect(Object.keys(FORMS).sort()).toEqual(Object.keys(FORM_API).sort());
  });

  for (const { form, filled, wrong, refused } of CASES) {
    const schema = form.schema && schemas[form.schema];
    describe(`${form.name} (${form.kind})`, () => {
      it("sends a filled form as a body its write path takes, with the page it came from", () => {
        const body = submission(form, { ...filled, ...hidden });
        expect(formErrors(form, filled, schema)).toEqual({});
        const parsed = FORMS[form.kind].schema.safeParse(body);
        expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
        expect(body).toMatchObject({ sourcePage: "/page" });
        expect(JSON.stringify(body)).not.toContain(hidden._csrf);
      });
      it("refuses a wrong one in the browser with messages by posted field name", () => {
        expect(formErrors(form, wrong, schema)).toEqual(refused);
      });
    });
  }
});
