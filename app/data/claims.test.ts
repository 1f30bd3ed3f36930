import { describe, expect, it } from "vitest";
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
