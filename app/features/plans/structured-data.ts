import type { Plan } from "~/data/plans";

type JsonLd = Record<string, unknown>;

/** Serialises JSON-LD for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
/** schema.org FAQPage from the questions and answers as shown on the page. */
export function faqPageJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

/** schema.org Product with one Offer per plan that has a fixed monthly price (Enterprise is quoted). */
export function plansProductJsonLd({
  brand,
  description,
  url,
  plans,
  planName,
}: {
  brand: string;
  description: string;
  url: string;
  plans: readonly Plan[];
  planName: (plan: Plan) => string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: brand,
    description,
    brand: { "@type": "Brand", name: brand },
    offers: plans.flatMap((plan) =>
      plan.price.kind === "fixed"
        ? [
            {
              "@type": "Offer",
              name: `${brand} ${planName(plan)}`,
              url,
              price: plan.price.monthly.toFixed(2),
              priceCurrency: plan.price.currency,
              priceSpecification: {
                "@type": "UnitPriceSpecification",
                price: plan.price.monthly.toFixed(2),
                priceCurrency: plan.price.currency,
                unitCode: "MON",
              },
            },
          ]
        : [],
    ),
  };
}
