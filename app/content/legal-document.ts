export type LegalSlug = "privacy-policy" | "terms-of-service";

/** What a legal page renders of content/legal/<lang>/<slug>.md. */
export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  description: string;
  updated: string;
  highlights: string[];
  html: string;
  /** The h2 sections, for the table of contents (ids are the same in every language). */
  toc: Array<{ id: string; text: string }>;
}

/** Page address of each legal text (spec §2). */
export const LEGAL_PATHS: Record<LegalSlug, string> = {
  "privacy-policy": "/politica-de-privacidade",
  "terms-of-service": "/termos-do-serviço",
};
