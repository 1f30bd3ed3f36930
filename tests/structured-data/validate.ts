/**
 * A small schema.org checker for the structured data this site publishes (tests/e2e/structured-data.spec.ts runs it on every page).
 * It knows, per @type, the properties search engines require and recommend, checks dates, prices,
 * currencies, enumerations, ratings and breadcrumb positions, and that every address is absolute and,
 * except `sameAs` profiles and schema.org enumerations, on the site's own origin.
 * Errors make a page's data wrong or unusable; warnings name recommended properties that are missing.
 */

import {
  asArray,
  hasValue,
  isIsoDate,
  isObject,
  SCHEMA_ORG,
  typesOf,
  type Context,
  type Finding,
  type JsonNode,
} from "./node-checks";
import { RULES } from "./rules";

export { isIsoDate, type Finding } from "./node-checks";

export interface StructuredDataReport {
  errors: Finding[];
  warnings: Finding[];
  /** @type of every top-level node (and of each node of a top-level @graph). */
  types: string[];
}

/** Properties whose value is an address of this site. */
const URL_PROPERTIES = new Set(["@id", "url", "item", "mainEntityOfPage", "image", "logo", "urlTemplate", "target"]);
/** Properties whose value is an ISO 8601 date or date-time. */
const DATE_PROPERTIES = new Set(["datePublished", "dateModified", "startDate", "endDate", "validThrough", "validFrom"]);
/** Enumerations: the value must be one of these schema.org URLs. */
const ENUMERATIONS: Record<string, readonly string[]> = {
  availability: [
    "InStock",
    "SoldOut",
    "OutOfStock",
    "PreOrder",
    "PreSale",
    "LimitedAvailability",
    "OnlineOnly",
    "InStoreOnly",
    "Discontinued",
    "BackOrder",
  ],
  eventStatus: ["EventScheduled", "EventCancelled", "EventMovedOnline", "EventPostponed", "EventRescheduled"],
  eventAttendanceMode: ["OfflineEventAttendanceMode", "OnlineEventAttendanceMode", "MixedEventAttendanceMode"],
};

function checkUrl(key: string, value: string, path: string, context: Context) {
  if (key === "sameAs") return;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return context.error(path, `${key} must be an absolute URL, got ${JSON.stringify(value)}`);
  }
  if (!/^https?:$/.test(url.protocol))
    return context.error(path, `${key} must be an http(s) URL, got ${JSON.stringify(value)}`);
  // A URL template keeps its braces: compare the origin only.
  if (url.origin !== context.origin)
    context.error(path, `${key} must be on the site's origin ${context.origin}, got ${JSON.stringify(value)}`);
}

function checkValue(key: string, value: unknown, path: string, context: Context) {
  if (typeof value !== "string") {
    if (DATE_PROPERTIES.has(key)) context.error(path, `${key} must be an ISO 8601 date string`);
    return;
  }
  if (key in ENUMERATIONS) {
    const allowed = ENUMERATIONS[key]!.map((name) => `${SCHEMA_ORG}/${name}`);
    if (!allowed.includes(value))
      context.error(path, `${key} must be one of ${allowed.join(", ")}, got ${JSON.stringify(value)}`);
  } else if (DATE_PROPERTIES.has(key)) {
    if (!isIsoDate(value)) context.error(path, `${key} must be an ISO 8601 date, got ${JSON.stringify(value)}`);
  } else if (URL_PROPERTIES.has(key) || /^(https?:)?\/\//.test(value) || /^\/[^\s]*$/.test(value)) {
    checkUrl(key, value, path, context);
  }
}

function walk(node: JsonNode, path: string, context: Context, topLevel: boolean, root = false) {
  if (!root && "@context" in node && node["@context"] !== SCHEMA_ORG) {
    context.error(`${path}.@context`, `@context must be "${SCHEMA_ORG}", got ${JSON.stringify(node["@context"])}`);
  }
  const types = typesOf(node);
  const keys = Object.keys(node).filter((key) => key !== "@context");
  if (types.length === 0 && !(keys.length === 1 && keys[0] === "@id"))
    context.error(path, "a node needs an @type (or only an @id that points at one)");
  for (const type of types) {
    const rule = RULES[type];
    if (!rule) {
      context.error(`${path}.@type`, `unknown @type "${type}"`);
      continue;
    }
    for (const property of [...(rule.required ?? []), ...(topLevel ? (rule.requiredTopLevel ?? []) : [])]) {
      if (!hasValue(node[property])) context.error(`${path}.${property}`, `${type} requires ${property}`);
    }
    if (topLevel) {
      for (const property of rule.recommended ?? []) {
        if (!hasValue(node[property])) context.warn(`${path}.${property}`, `${type} should have ${property}`);
      }
    }
    rule.check?.(node, path, context, topLevel);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === "@context" || key === "@type") continue;
    for (const [index, entry] of asArray(value).entries()) {
      const entryPath = Array.isArray(value) ? `${path}.${key}[${index}]` : `${path}.${key}`;
      if (isObject(entry)) walk(entry, entryPath, context, false);
      else checkValue(key, entry, entryPath, context);
    }
  }
}

/**
 * Checks one parsed `application/ld+json` block. `origin` is the site's origin (from the page's canonical URL):
 * every address in the data must be on it, except `sameAs` profiles and schema.org enumeration values.
 */
export function validateStructuredData(data: unknown, origin: string): StructuredDataReport {
  const report: StructuredDataReport = { errors: [], warnings: [], types: [] };
  const context: Context = {
    origin: new URL(origin).origin,
    error: (path, message) => report.errors.push({ path, message }),
    warn: (path, message) => report.warnings.push({ path, message }),
  };
  const roots = asArray(data);
  if (roots.length === 0) context.error("$", "empty structured data");
  roots.forEach((root, index) => {
    const path = Array.isArray(data) ? `$[${index}]` : "$";
    if (!isObject(root)) return context.error(path, "a structured-data block must be a JSON object");
    if (root["@context"] !== SCHEMA_ORG)
      context.error(`${path}.@context`, `@context must be "${SCHEMA_ORG}", got ${JSON.stringify(root["@context"])}`);
    if (Array.isArray(root["@graph"])) {
      const { "@graph": graph, ...rest } = root;
      if (Object.keys(rest).some((key) => key !== "@context"))
        context.error(path, "a @graph block holds only @context and @graph");
      (graph as unknown[]).forEach((node, position) => {
        if (!isObject(node)) return context.error(`${path}.@graph[${position}]`, "a @graph entry must be an object");
        report.types.push(...typesOf(node));
        walk(node, `${path}.@graph[${position}]`, context, true);
      });
      return;
    }
    report.types.push(...typesOf(root));
    walk(root, path, context, true, true);
  });
  return report;
}
