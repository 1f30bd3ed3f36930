import type { Language } from "~/i18n/languages";
import { formatNumber, formatPercent } from "~/lib/format-number";

/** Spec §1 and §9 claims: the one place their figures live. */
export const CLAIMS = [
  { id: "countries", value: 18, style: "decimal", plus: false },
  { id: "deployment", value: 0.75, style: "percent", plus: false },
  { id: "training", value: 100, style: "decimal", plus: true },
] as const;

export type Claim = (typeof CLAIMS)[number];

/** The big number of a claim in the visitor's language (18, 75%, 100+). */
export function formatClaim(claim: Claim, lang: Language): string {
  const number = claim.style === "percent" ? formatPercent(claim.value, lang) : formatNumber(claim.value, lang, { maximumFractionDigits: 0 });
  return claim.plus ? `${number}+` : number;
}
