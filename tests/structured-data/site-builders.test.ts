import { describe, expect, it } from "vitest";
import { faqPageJsonLd, plansProductJsonLd } from "../../app/features/plans";
import { landingStructuredData } from "../../app/features/landing";
import { PLANS } from "../../app/data/plans";
import { breadcrumbListJsonLd, organizationJsonLd, webSiteJsonLd } from "../../app/lib/structured-data";
import { validateStructuredData } from "./validate";

const ORIGIN = "https://niot.example";
const errorsOf = (data: unknown) =>
  validateStructuredData(data, ORIGIN).errors.map((finding) => `${finding.path}: ${finding.message}`);

describe("structured data of the site's own builders", () => {
  it("accepts what the site's own builders produce", () => {
    const blocks = [
      organizationJsonLd(ORIGIN),
      webSiteJsonLd({ siteUrl: ORIGIN, homeUrl: `${ORIGIN}/?lang=en`, description: "IoT and AI", inLanguage: "en" }),
      breadcrumbListJsonLd([
        { name: "NIoT", url: `${ORIGIN}/` },
        { name: "Blog", url: `${ORIGIN}/blog` },
        { name: "Post", url: `${ORIGIN}/article/post` },
      ]),
      faqPageJsonLd([{ question: "Q?", answer: "A." }]),
      plansProductJsonLd({
        brand: "NIoT",
        description: "Plans",
        url: `${ORIGIN}/price`,
        plans: PLANS,
        planName: (plan) => plan.id,
      }),
    ];
    for (const block of blocks) expect(errorsOf(block), JSON.stringify(block)).toEqual([]);
    expect(validateStructuredData(blocks[0], ORIGIN)).toMatchObject({ types: ["Organization"], warnings: [] });
  });

  it("accepts a landing page's Event and reads recommended properties as warnings only", () => {
    const event = landingStructuredData(
      {
        title: "Workshop",
        description: "A day at the bench",
        event: {
          kind: "workshop",
          mode: "presencial",
          free: true,
          startDate: "2025-10-18",
          startTime: "08:00",
          endDate: "2025-10-18",
          endTime: "17:00",
          registrationUntil: "2025-10-17",
          hours: 9,
          location: { name: "Lab", locality: "Guaíba", region: "RS", country: "BR" },
        } as never,
      },
      { url: `${ORIGIN}/workshop`, siteUrl: ORIGIN, organization: "NIoT", inLanguage: "pt-BR", registrationOpen: true },
    );
    const report = validateStructuredData(event, ORIGIN);
    expect(report.errors).toEqual([]);
    expect(report.types).toEqual(["Event"]);
    expect(report.warnings.map((finding) => finding.path)).toEqual(["$.image"]);
  });
});
