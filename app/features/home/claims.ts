import { LOCALE_OF, type Language } from "~/i18n/languages";

/** Spec §1 and §9 claims: the one place their figures live. */
export const CLAIMS = [
  { id: "countries", value: 18, style: "decimal", plus: false },
  { id: "deployment", value: 0.75, style: "percent", plus: false },
  { id: "training", value: 100, style: "decimal", plus: true },
] as const;

export type Claim = (typeof CLAIMS)[number];

/** The big number of a claim in the visitor's language (75%, 75 %, 100+). */
export function formatClaim(claim: Claim, lang: Language): string {
  const number = new Intl.NumberFormat(LOCALE_OF[lang], { style: claim.style, maximumFractionDigits: 0 }).format(claim.value);
  return claim.plus ? `${number}+` : number;
}
