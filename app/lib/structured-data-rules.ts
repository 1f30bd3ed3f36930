/**
 * A small schema.org checker for the structured data this site publishes (tests only; no app code imports it).
 * It knows, per @type, the properties search engines require and recommend, checks dates, prices,
 * currencies, enumerations, ratings and breadcrumb positions, and that every address is absolute and,
 * except `sameAs` profiles and schema.org enumerations, on the site's own origin.
 * Errors make a page's data wrong or unusable; warnings name recommended properties that are missing.
 */

export interface Finding {
  path: string;
  message: string;
}

export interface StructuredDataReport {
  errors: Finding[];
  warnings: Finding[];
  /** @type of every top-level node (and of each node of a top-level @graph). */
  types: string[];
}

type JsonNode = Record<string, unknown>;

interface Context {
  origin: string;
  error(path: string, message: string): void;
  warn(path: string, message: string): void;
}

interface Rule {
  required?: readonly string[];
  /** Required only where the node stands on its own (top level), not where it is a nested reference like a publisher. */
  requiredTopLevel?: readonly string[];
  recommended?: readonly string[];
  check?(node: JsonNode, path: string, context: Context, topLevel: boolean): void;
}

export const SCHEMA_ORG = "https://schema.org";

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

const ISO_DATE =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?)?$/;
const PRICE = /^\d+(\.\d+)?$/;
const HEADLINE_MAX = 110;

const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

const isObject = (value: unknown): value is JsonNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const typesOf = (node: JsonNode): string[] =>
  asArray(node["@type"]).filter((type): type is string => typeof type === "string");
const hasValue = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);
const isType = (value: unknown, ...types: string[]) =>
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

function checkPrice(node: JsonNode, path: string, context: Context) {
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

function checkRatingRange(node: JsonNode, path: string, context: Context) {
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

function requireType(value: unknown, path: string, context: Context, ...types: string[]) {
  for (const [index, entry] of asArray(value).entries()) {
    if (!isType(entry, ...types))
      context.error(Array.isArray(value) ? `${path}[${index}]` : path, `must be ${types.join(" or ")}`);
  }
}

const ORGANIZATION: Rule = {
  required: ["name"],
  requiredTopLevel: ["url"],
  recommended: ["logo"],
  check(node, path, context) {
    for (const [index, link] of asArray(node.sameAs).entries()) {
      if (typeof link !== "string" || !/^https?:\/\/[^/]+/.test(link))
        context.error(`${path}.sameAs[${index}]`, `sameAs must hold absolute URLs, got ${JSON.stringify(link)}`);
    }
  },
};

const ARTICLE: Rule = {
  required: ["headline"],
  recommended: ["image", "datePublished", "author"],
  check(node, path, context) {
    if (typeof node.headline === "string" && node.headline.length > HEADLINE_MAX) {
      context.error(`${path}.headline`, `headline has ${node.headline.length} characters (at most ${HEADLINE_MAX})`);
    }
    requireType(node.author, `${path}.author`, context, "Person", "Organization");
  },
};

const PAGE: Rule = { required: ["name", "url"] };

/** Every @type the site may publish, with what each needs. An unknown @type is an error. */
export const RULES: Record<string, Rule> = {
  Organization: { ...ORGANIZATION, requiredTopLevel: ["url", "logo"] },
  EducationalOrganization: ORGANIZATION,
  Brand: { required: ["name"] },
  Person: { required: ["name"] },
  WebSite: {
    required: ["name", "url"],
    check(node, path, context) {
      requireType(node.potentialAction, `${path}.potentialAction`, context, "SearchAction");
    },
  },
  SearchAction: {
    required: ["target", "query-input"],
    check(node, path, context) {
      const target = isObject(node.target) ? node.target.urlTemplate : node.target;
      if (isObject(node.target) && !isType(node.target, "EntryPoint"))
        context.error(`${path}.target`, "target must be a URL template or an EntryPoint");
      const input = /^required name=([A-Za-z_][\w]*)$/.exec(
        typeof node["query-input"] === "string" ? node["query-input"] : "",
      );
      if (!input)
        return context.error(
          `${path}.query-input`,
          `query-input must read "required name=<placeholder>", got ${JSON.stringify(node["query-input"])}`,
        );
      if (typeof target !== "string" || !target.includes(`{${input[1]}}`)) {
        context.error(`${path}.target`, `target ${JSON.stringify(target)} must contain the placeholder {${input[1]}}`);
      }
    },
  },
  EntryPoint: { required: ["urlTemplate"] },
  Article: ARTICLE,
  TechArticle: ARTICLE,
  BlogPosting: ARTICLE,
  WebPageElement: { required: ["name", "url"] },
  Event: {
    required: ["name", "startDate", "location"],
    recommended: ["endDate", "description", "image", "offers", "organizer", "eventStatus", "eventAttendanceMode"],
    check(node, path, context) {
      requireType(node.location, `${path}.location`, context, "Place", "VirtualLocation");
      requireType(node.offers, `${path}.offers`, context, "Offer");
      if (
        isIsoDate(node.startDate) &&
        isIsoDate(node.endDate) &&
        Date.parse(String(node.endDate)) < Date.parse(String(node.startDate))
      ) {
        context.error(`${path}.endDate`, "endDate is before startDate");
      }
    },
  },
  Place: { required: ["address"], recommended: ["name"] },
  PostalAddress: {
    recommended: ["addressLocality", "addressCountry"],
    check(node, path, context) {
      if (hasValue(node.addressCountry) && !/^[A-Z]{2}$/.test(String(node.addressCountry))) {
        context.error(
          `${path}.addressCountry`,
          `addressCountry must be an ISO 3166-1 alpha-2 code, got ${JSON.stringify(node.addressCountry)}`,
        );
      }
    },
  },
  VirtualLocation: { required: ["url"] },
  Course: {
    required: ["name", "description", "provider"],
    recommended: ["offers", "hasCourseInstance"],
    check(node, path, context) {
      requireType(node.provider, `${path}.provider`, context, "Organization", "EducationalOrganization");
      requireType(node.offers, `${path}.offers`, context, "Offer");
      requireType(node.hasCourseInstance, `${path}.hasCourseInstance`, context, "CourseInstance");
    },
  },
  CourseInstance: { required: ["courseMode"], recommended: ["courseWorkload"] },
  FAQPage: {
    required: ["mainEntity"],
    check(node, path, context) {
      requireType(node.mainEntity, `${path}.mainEntity`, context, "Question");
    },
  },
  Question: {
    required: ["name", "acceptedAnswer"],
    check(node, path, context) {
      requireType(node.acceptedAnswer, `${path}.acceptedAnswer`, context, "Answer");
    },
  },
  Answer: { required: ["text"] },
  Product: {
    required: ["name"],
    recommended: ["description", "brand"],
    check(node, path, context) {
      if (!hasValue(node.offers) && !hasValue(node.review) && !hasValue(node.aggregateRating))
        context.error(path, "a Product needs offers, review or aggregateRating");
      requireType(node.offers, `${path}.offers`, context, "Offer", "AggregateOffer");
    },
  },
  Offer: { required: ["price", "priceCurrency"], recommended: ["url", "availability"], check: checkPrice },
  UnitPriceSpecification: { required: ["price", "priceCurrency"], check: checkPrice },
  BreadcrumbList: {
    required: ["itemListElement"],
    check(node, path, context) {
      const items = asArray(node.itemListElement);
      if (items.length < 2) context.error(`${path}.itemListElement`, "a breadcrumb needs at least two items");
      requireType(node.itemListElement, `${path}.itemListElement`, context, "ListItem");
      items.forEach((item, index) => {
        if (isObject(item) && item.position !== index + 1) {
          context.error(
            `${path}.itemListElement[${index}].position`,
            `positions must run 1, 2, 3…: expected ${index + 1}, got ${JSON.stringify(item.position)}`,
          );
        }
        if (isObject(item) && !hasValue(item.item) && index < items.length - 1)
          context.error(`${path}.itemListElement[${index}].item`, "only the last crumb may leave out its address");
      });
    },
  },
  ListItem: { required: ["position", "name"], recommended: ["item"] },
  WebPage: PAGE,
  AboutPage: PAGE,
  ContactPage: PAGE,
  CollectionPage: PAGE,
  ContactPoint: {
    required: ["contactType"],
    check(node, path, context) {
      if (!hasValue(node.email) && !hasValue(node.telephone) && !hasValue(node.url))
        context.error(path, "a ContactPoint needs an email, telephone or url");
    },
  },
  AggregateRating: {
    required: ["ratingValue"],
    check(node, path, context) {
      checkRatingRange(node, path, context);
      if (!(Number(node.ratingCount) > 0) && !(Number(node.reviewCount) > 0))
        context.error(path, "ratingCount or reviewCount must be above 0");
    },
  },
  Rating: { required: ["ratingValue"], check: checkRatingRange },
  Review: {
    required: ["author", "reviewRating"],
    recommended: ["reviewBody"],
    check(node, path, context) {
      requireType(node.author, `${path}.author`, context, "Person", "Organization");
      requireType(node.reviewRating, `${path}.reviewRating`, context, "Rating");
    },
  },
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
