import {
  asArray,
  checkPrice,
  checkRatingRange,
  hasValue,
  isIsoDate,
  isObject,
  isType,
  requireType,
  type Rule,
} from "./node-checks";

const HEADLINE_MAX = 110;

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
