import { describe, expect, it } from "vitest";
import { BEST_RATING, REVIEWS } from "~/data/reviews";
import { validateStructuredData } from "../../../tests/structured-data/validate";
import { reviewsStructuredData } from "./reviews-structured-data";

const ORIGIN = "https://niot.example";

describe("the reviews' structured data", () => {
  it("is a valid AggregateRating whose ratings leave their bounds to schema.org's defaults (1 to 5)", () => {
    const data = reviewsStructuredData({
      reviews: REVIEWS.slice(0, 2).map((review) => ({ ...review, comment: "Clear and useful." })),
      organization: "NIoT",
      url: `${ORIGIN}/events`,
      inLanguage: "en",
    });
    expect(validateStructuredData(data, ORIGIN).errors).toEqual([]);
    // No bounds are written, so the scale must be schema.org's: a change of BEST_RATING has to write them again.
    expect(BEST_RATING).toBe(5);
    expect(data.aggregateRating).not.toHaveProperty("bestRating");
    expect(data.review[0]!.reviewRating).toEqual({ "@type": "Rating", ratingValue: REVIEWS[0]!.rating });
  });
});
