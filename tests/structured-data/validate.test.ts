import { describe, expect, it } from "vitest";
import { isIsoDate, validateStructuredData } from "./validate";
import { organizationJsonLd } from "../../app/lib/structured-data";

const ORIGIN = "https://niot.example";
const errorsOf = (data: unknown) =>
  validateStructuredData(data, ORIGIN).errors.map((finding) => `${finding.path}: ${finding.message}`);
const ctx = "https://schema.org";

describe("structured-data rules", () => {
  it("requires @context https://schema.org and rejects unknown types", () => {
    expect(errorsOf({ "@type": "Organization", name: "N", url: `${ORIGIN}/`, logo: `${ORIGIN}/l.png` })).toEqual([
      '$.@context: @context must be "https://schema.org", got undefined',
    ]);
    expect(errorsOf({ "@context": "http://schema.org", "@type": "Person", name: "A" })).toHaveLength(1);
    expect(errorsOf({ "@context": ctx, "@type": "Persona", name: "A" })).toEqual(['$.@type: unknown @type "Persona"']);
    expect(errorsOf({ "@context": ctx, "@type": "Article", headline: "H", author: { name: "No type" } })).toEqual([
      "$.author: must be Person or Organization",
      "$.author: a node needs an @type (or only an @id that points at one)",
    ]);
  });

  it("wants every address absolute and on the site, except sameAs profiles", () => {
    const errors = errorsOf({
      "@context": ctx,
      "@type": "Organization",
      name: "NIoT",
      url: "/",
      logo: "https://cdn.example/logo.png",
      sameAs: ["https://github.com/niot-platform", "/discord"],
    });
    expect(errors).toEqual([
      '$.sameAs[1]: sameAs must hold absolute URLs, got "/discord"',
      '$.url: url must be an absolute URL, got "/"',
      '$.logo: logo must be on the site\'s origin https://niot.example, got "https://cdn.example/logo.png"',
    ]);
  });

  it("checks the SearchAction's placeholder against its query-input", () => {
    const site = (urlTemplate: string, input: string) => ({
      "@context": ctx,
      "@type": "WebSite",
      name: "NIoT",
      url: `${ORIGIN}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate },
        "query-input": input,
      },
    });
    expect(errorsOf(site(`${ORIGIN}/?search={term}`, "required name=term"))).toEqual([]);
    expect(errorsOf(site(`${ORIGIN}/?search={term}`, "required name=q"))).toEqual([
      `$.potentialAction.target: target "${ORIGIN}/?search={term}" must contain the placeholder {q}`,
    ]);
    expect(errorsOf(site(`${ORIGIN}/?search={term}`, "name=term"))[0]).toMatch(
      /query-input must read "required name=<placeholder>"/,
    );
  });

  it("checks Article headlines, dates and authors", () => {
    const article = {
      "@context": ctx,
      "@type": "Article",
      headline: "x".repeat(111),
      datePublished: "22/10/2024",
      author: { "@type": "Person", name: "A" },
      image: `${ORIGIN}/a.png`,
    };
    expect(errorsOf(article)).toEqual([
      "$.headline: headline has 111 characters (at most 110)",
      '$.datePublished: datePublished must be an ISO 8601 date, got "22/10/2024"',
    ]);
    const report = validateStructuredData({ "@context": ctx, "@type": "TechArticle", headline: "Guide" }, ORIGIN);
    expect(report.errors).toEqual([]);
    expect(report.warnings.map((finding) => finding.message)).toEqual([
      "TechArticle should have image",
      "TechArticle should have datePublished",
      "TechArticle should have author",
    ]);
    expect([
      isIsoDate("2025-10-18"),
      isIsoDate("2025-10-18T08:00:00-03:00"),
      isIsoDate("2025-13-01"),
      isIsoDate("2025-10-18 08:00"),
    ]).toEqual([true, true, false, false]);
  });

  it("checks events: required place and date, enumeration URLs, end after start", () => {
    const errors = errorsOf({
      "@context": ctx,
      "@type": "Event",
      name: "Workshop",
      startDate: "2025-10-18T17:00:00-03:00",
      endDate: "2025-10-18T08:00:00-03:00",
      eventStatus: "EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "Lab" },
      offers: { "@type": "Offer", price: "R$ 0,00", priceCurrency: "REAL" },
    });
    expect(errors).toEqual([
      "$.endDate: endDate is before startDate",
      expect.stringContaining("$.eventStatus: eventStatus must be one of https://schema.org/EventScheduled"),
      "$.location.address: Place requires address",
      '$.offers.price: price must be a number or a numeric string with a dot for decimals, got "R$ 0,00"',
      '$.offers.priceCurrency: priceCurrency must be an ISO 4217 code, got "REAL"',
    ]);
  });

  it("checks courses, FAQ questions and products", () => {
    expect(errorsOf({ "@context": ctx, "@type": "Course", name: "JS" })).toEqual([
      "$.description: Course requires description",
      "$.provider: Course requires provider",
    ]);
    expect(
      errorsOf({
        "@context": ctx,
        "@type": "FAQPage",
        mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer" } }],
      }),
    ).toEqual(["$.mainEntity[0].acceptedAnswer.text: Answer requires text"]);
    expect(errorsOf({ "@context": ctx, "@type": "FAQPage", mainEntity: [{ "@type": "Answer", text: "A" }] })).toEqual([
      "$.mainEntity[0]: must be Question",
    ]);
    expect(errorsOf({ "@context": ctx, "@type": "Product", name: "NIoT" })).toEqual([
      "$: a Product needs offers, review or aggregateRating",
    ]);
    expect(
      errorsOf({
        "@context": ctx,
        "@type": "Product",
        name: "NIoT",
        offers: [{ "@type": "Offer", price: 59, priceCurrency: "BRL" }],
      }),
    ).toEqual([]);
  });

  it("checks breadcrumb positions, names and addresses", () => {
    const crumbs = (items: unknown[]) => ({ "@context": ctx, "@type": "BreadcrumbList", itemListElement: items });
    expect(errorsOf(crumbs([{ "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` }]))).toEqual([
      "$.itemListElement: a breadcrumb needs at least two items",
    ]);
    expect(
      errorsOf(
        crumbs([
          { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
          { "@type": "ListItem", position: 3, item: "/blog" },
          { "@type": "ListItem", position: 3, name: "Post" },
        ]),
      ),
    ).toEqual([
      "$.itemListElement[1].position: positions must run 1, 2, 3…: expected 2, got 3",
      "$.itemListElement[1].name: ListItem requires name",
      '$.itemListElement[1].item: item must be an absolute URL, got "/blog"',
    ]);
  });

  it("checks ratings against their scale and pages, contact points and organisations", () => {
    const organization = (rating: Record<string, unknown>) => ({
      "@context": ctx,
      "@type": "EducationalOrganization",
      name: "NIoT",
      url: `${ORIGIN}/events`,
      logo: `${ORIGIN}/og/logo.png`,
      aggregateRating: { "@type": "AggregateRating", ...rating },
    });
    expect(errorsOf(organization({ ratingValue: "5.0", bestRating: 5, worstRating: 1, reviewCount: 9 }))).toEqual([]);
    expect(errorsOf(organization({ ratingValue: 6, bestRating: 5, reviewCount: 9 }))).toEqual([
      "$.aggregateRating.ratingValue: ratingValue 6 is outside 1..5",
    ]);
    expect(errorsOf(organization({ ratingValue: 4, ratingCount: 0 }))).toEqual([
      "$.aggregateRating: ratingCount or reviewCount must be above 0",
    ]);
    expect(
      errorsOf({
        "@context": ctx,
        "@type": "ContactPage",
        name: "Contact",
        mainEntity: { "@type": "ContactPoint", contactType: "sales" },
      }),
    ).toEqual(["$.url: ContactPage requires url", "$.mainEntity: a ContactPoint needs an email, telephone or url"]);
    expect(errorsOf({ "@context": ctx, "@type": "CollectionPage", name: "Docs", url: `${ORIGIN}/docs` })).toEqual([]);
    expect(errorsOf({ "@context": ctx, "@type": "Organization", name: "NIoT", url: `${ORIGIN}/` })).toEqual([
      "$.logo: Organization requires logo",
    ]);
  });

  it("reads @graph blocks node by node", () => {
    const report = validateStructuredData(
      {
        "@context": ctx,
        "@graph": [
          organizationJsonLd(ORIGIN),
          { "@type": "WebSite", name: "NIoT", url: `${ORIGIN}/`, publisher: { "@id": `${ORIGIN}/#organization` } },
        ],
      },
      ORIGIN,
    );
    expect(report.errors).toEqual([]);
    expect(report.types).toEqual(["Organization", "WebSite"]);
  });
});
