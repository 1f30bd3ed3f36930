import type { Language } from "~/i18n/languages";
import { formatNumber, formatPercent } from "~/lib/format-number";

/** Spec §1 and §9 claims: the one place their figures live. */
export const CLAIMS = [
  { id: "countries", value: 18, style: "decimal", plus: false },
  { id: "deployment", value: 0.75, style: "percent", plus: false },
  { id: "training", value: 100, style: "decimal", plus: true },
] as const;

export type Claim = (typeof CLAIMS)[number];

const figure = (claim: Claim, lang: Language) =>
  claim.style === "percent"
    ? formatPercent(claim.value, lang)
    : formatNumber(claim.value, lang, { maximumFractionDigits: 0 });

/**
 * What a claim's figure counts, one sentence per claim in common.json (`claims.<id>`, with `claims.upTo`
 * before the deployment figure): every page that shows the figures captions them with these keys, so a
 * claim is worded one way everywhere.
 */
export const claimCaptionKey = (claim: Claim) => `common:claims.${claim.id}` as const;
export const CLAIM_UP_TO_KEY = "common:claims.upTo";

/** The big number of a claim in the visitor's language (18, 75%, 100+). */
export function formatClaim(claim: Claim, lang: Language): string {
  return claim.plus ? `${figure(claim, lang)}+` : figure(claim, lang);
}

/**
 * The claims as they read inside a sentence ("{{countries}} países", "até {{deployment}}",
 * "mais de {{training}} horas"): the bare figure, because the sentence already says "more than";
 * a plus there would say it twice.
 */
export const claimValues = (lang: Language): Record<Claim["id"], string> =>
  Object.fromEntries(CLAIMS.map((claim) => [claim.id, figure(claim, lang)])) as Record<Claim["id"], string>;
