import { describe, expect, it } from "vitest";
import { PLANS } from "~/data/plans";
import { jsonLdHtml } from "~/components/json-ld";
import { faqPageJsonLd, plansProductJsonLd } from "./structured-data";
import { FAQ_IDS, faqValues } from "~/data/faq";

describe("structured data", () => {
  it("escapes < so the data can never close its script tag", () => {
    const html = jsonLdHtml({ text: "</script><script>alert(1)</script>" });
    expect(html).not.toContain("<");
    expect(JSON.parse(html)).toEqual({ text: "</script><script>alert(1)</script>" });
  });

  it("builds a FAQPage with one Question per item", () => {
    const data = faqPageJsonLd([{ question: "Q?", answer: "A." }]) as { "@type": string; mainEntity: unknown[] };
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
  });

  it("offers the three priced plans in BRL and leaves the quoted one out", () => {
    const data = plansProductJsonLd({
      brand: "NIoT",
      description: "d",
      url: "https://x/price",
      plans: PLANS,
      planName: (plan) => plan.id,
    }) as {
      offers: Array<{ name: string; price: string; priceCurrency: string }>;
    };
    expect(data.offers.map(({ name, price, priceCurrency }) => [name, price, priceCurrency])).toEqual([
      ["NIoT starter", "59.00", "BRL"],
      ["NIoT startup", "1799.90", "BRL"],
      ["NIoT professional", "3499.90", "BRL"],
    ]);
  });

  it("has eight FAQ questions whose numbers come from the plans data", () => {
    expect(FAQ_IDS).toHaveLength(8);
    const values = faqValues((amount) => `R$ ${amount}`, { countries: "18", deployment: "75%" });
    expect(values.different).toEqual({ countries: "18", deployment: "75%" });
    expect(values.cost).toEqual({ days: 30, starter: "R$ 59", startup: "R$ 1799.9", professional: "R$ 3499.9" });
    expect(values.support).toEqual({
      startupSupport: 5,
      startupConsulting: 1,
      proSupport: 10,
      proConsulting: 4,
      enterpriseSupport: 20,
    });
    expect(values.startupPlan).toEqual({ years: 5, revenue: "R$ 1000000", percent: 40 });
  });
});
