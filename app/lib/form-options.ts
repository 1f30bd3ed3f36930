/** A form's choices, limits and issue shape: what forms render, without the schemas (and zod) behind them. */

export const INTERESSE_OPTIONS = [
  "ecossistemaAioT",
  "dispositivosInteligentes",
  "promptIntegracaoDados",
  "prototiposAioT",
  "softwareOutsourcing",
] as const;

export const ACCOUNT_TYPES = ["Edu", "business"] as const;

/** The organization pre-registration's choices (spec §3 "Other pre-registration form texts"). */
export const PURPOSE_OPTIONS = ["personal", "academic", "corporate"] as const;
export const AGE_RANGE_OPTIONS = ["under18", "18to24", "25to40", "over40"] as const;
export const AREA_OPTIONS = ["residential", "industrial", "commercial", "agribusiness", "others"] as const;

export const TEXT_MIN_LENGTH = 3;
export const CONTACT_MESSAGE_LENGTH = { min: 10, max: 2000 } as const;
export const FEEDBACK_COMMENT_MAX = 500;

export interface FieldIssue {
  path: string;
  message: string;
}

/** Flattens zod issues to one message per field, the shape the API answers and forms display. */
export function fieldIssues(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): FieldIssue[] {
  const seen = new Set<string>();
  const result: FieldIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "body";
    if (seen.has(path)) continue;
    seen.add(path);
    result.push({ path, message: issue.message });
  }
  return result;
}
