/** Shapes and value checks the schema.org rules (rules.ts) and the walker (validate.ts) share. */

export interface Finding {
  path: string;
  message: string;
}

export type JsonNode = Record<string, unknown>;

export interface Context {
  origin: string;
  error(path: string, message: string): void;
  warn(path: string, message: string): void;
}

export interface Rule {
  required?: readonly string[];
  /** Required only where the node stands on its own (top level), not where it is a nested reference like a publisher. */
  requiredTopLevel?: readonly string[];
  recommended?: readonly string[];
  check?(node: JsonNode, path: string, context: Context, topLevel: boolean): void;
}

export const SCHEMA_ORG = "https://schema.org";

const ISO_DATE =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?)?$/;
const PRICE = /^\d+(\.\d+)?$/;

const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

export const isObject = (value: unknown): value is JsonNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);
export const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
export const typesOf = (node: JsonNode): string[] =>
  asArray(node["@type"]).filter((type): type is string => typeof type === "string");
export const hasValue = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);
export const isType = (value: unknown, ...types: string[]) =>
  isObject(value) && typesOf(value).some((type) => types.includes(type));

export function isIsoDate(value: unknown): boolean {
  return (
    typeof value === "string" &&
    ISO_DATE.test(value) &&
    !Number.isNaN(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value))
  );
}

function isPrice(value: unknown): boolean {
  return (
    (typeof value === "number" && Number.isFinite(value) && value >= 0) ||
    (typeof value === "string" && PRICE.test(value))
  );
}

export function checkPrice(node: JsonNode, path: string, context: Context) {
  if (hasValue(node.price) && !isPrice(node.price))
    context.error(
      `${path}.price`,
      `price must be a number or a numeric string with a dot for decimals, got ${JSON.stringify(node.price)}`,
    );
  if (hasValue(node.priceCurrency) && !(typeof node.priceCurrency === "string" && CURRENCIES.has(node.priceCurrency))) {
    context.error(
      `${path}.priceCurrency`,
      `priceCurrency must be an ISO 4217 code, got ${JSON.stringify(node.priceCurrency)}`,
    );
  }
}

export function checkRatingRange(node: JsonNode, path: string, context: Context) {
  const value = Number(node.ratingValue);
  const worst = node.worstRating === undefined ? 1 : Number(node.worstRating);
  const best = node.bestRating === undefined ? 5 : Number(node.bestRating);
  if (!Number.isFinite(value))
    return context.error(
      `${path}.ratingValue`,
      `ratingValue must be a number, got ${JSON.stringify(node.ratingValue)}`,
    );
  if (!(worst < best)) return context.error(path, `worstRating ${worst} must be below bestRating ${best}`);
  if (value < worst || value > best)
    context.error(`${path}.ratingValue`, `ratingValue ${value} is outside ${worst}..${best}`);
}

export function requireType(value: unknown, path: string, context: Context, ...types: string[]) {
  for (const [index, entry] of asArray(value).entries()) {
    if (!isType(entry, ...types))
      context.error(Array.isArray(value) ? `${path}[${index}]` : path, `must be ${types.join(" or ")}`);
  }
}
