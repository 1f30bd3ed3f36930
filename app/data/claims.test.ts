import path from "node:path";
import { describe, expect, it } from "vitest";
import { EVENT_LANDINGS, EVENTS, loadCollection } from "../../content-pipeline";
import { CLAIMS, formatClaim } from "./claims";

describe("formatClaim", () => {
  it("writes the spec's figures in each language", () => {
    const [countries, deployment, training] = CLAIMS;
    expect(formatClaim(countries, "pt")).toBe("18");
    expect(formatClaim(deployment, "pt")).toBe("75%");
    expect(formatClaim(deployment, "en")).toBe("75%");
    expect(formatClaim(deployment, "es")).toMatch(/^75\s?%$/);
    expect(formatClaim(training, "en")).toBe("100+");
  });
});

describe("the training claim", () => {
  it("is backed by the free events we list, held and scheduled (what common.json `claims.training` says it counts)", () => {
    const root = path.resolve(import.meta.dirname, "../../content");
    const landings = loadCollection(root, EVENT_LANDINGS).pt;
    // A course's hours are its landing page's; a single session's are its length.
    const hoursOf = (event: { page: string; date: string; endDate: string }) =>
      landings.find((landing) => landing.slug === event.page)?.event?.hours ??
      (Date.parse(event.endDate) - Date.parse(event.date)) / 3_600_000;
    const free = loadCollection(root, EVENTS).pt.filter((event) => event.tags.includes("gratuito"));
    const hours = free.reduce((sum, event) => sum + hoursOf(event), 0);
    const training = CLAIMS.find((claim) => claim.id === "training")!;
    expect(hours, free.map((event) => `${event.slug} ${hoursOf(event)} h`).join(", ")).toBeGreaterThan(training.value);
  });
});
