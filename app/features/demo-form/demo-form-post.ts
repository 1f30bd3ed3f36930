import type { PageForm } from "~/lib/form-action.server";

export const DEMO_FORM = "bookDemo";

/** The demo request posted to /demo-form or to the home page without JavaScript. */
export const demoFormPost: PageForm = {
  name: DEMO_FORM,
  kind: "lead",
  input: ({ mensagem, consentimento, website, ...fields }) => ({
    formId: "bookDemo",
    nome: fields.nome ?? "",
    sobrenome: fields.sobrenome ?? "",
    cargo: fields.cargo ?? "",
    email: fields.email ?? "",
    interesse: fields.interesse ?? "",
    empresa: fields.empresa ?? "",
    telefone: fields.telefone ?? "",
    pais: fields.pais ?? "",
    mensagem: mensagem || undefined,
    consentimento: consentimento === "on",
    website: website || undefined,
    sourcePage: fields.sourcePage,
  }),
  confirmation: "/confirmation/demo",
};
