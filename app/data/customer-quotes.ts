import type { AvatarTone } from "./reviews";

/**
 * The home's proof (issue 68): people and organisations of our own invention, never real ones, each quoted on a
 * showcase case whose first figure stands beside the quote. Role and words per language: home.json `proof.quotes.<id>`.
 */
export interface CustomerQuote {
  id: string;
  name: string;
  organisation: string;
  image: { initials: string; tone: AvatarTone };
  /** The showcase case the quote is about (content/showcase/<lang>/<caseId>.md). */
  caseId: string;
}

export const CUSTOMER_QUOTES: readonly CustomerQuote[] = [
  {
    id: "renata-siqueira",
    name: "Renata Siqueira",
    organisation: "Condomínio Parque das Sibipirunas",
    image: { initials: "RS", tone: "accent" },
    caseId: "gym",
  },
  {
    id: "diego-fernandez",
    name: "Diego Fernández",
    organisation: "Ladrilho Cowork",
    image: { initials: "DF", tone: "ai" },
    caseId: "coworking",
  },
  {
    id: "marina-okabe",
    name: "Marina Okabe",
    organisation: "Mercados Ipê Amarelo",
    image: { initials: "MO", tone: "success" },
    caseId: "ilumination-control",
  },
];
