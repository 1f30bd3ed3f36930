import { CLAIMS, formatClaim } from "~/features/home/claims";
import type { Language } from "~/i18n/languages";

/** The claims as interpolation values ("{{countries}}" → "18"), for loaders and components alike. */
export const claimValues = (lang: Language): Record<string, string> =>
  Object.fromEntries(CLAIMS.map((claim) => [claim.id, formatClaim(claim, lang)]));
