import { describe, expect, it } from "vitest";
import type { Landing } from "./landing-model";
import { fillLandingTokens, formatClock } from "./landing-tokens";

const landing: Pick<Landing, "title" | "description" | "sections" | "event"> = {
  title: "Workshop",
  description: "Sábado, {{startDate}}, das {{startTime}} às {{endTime}}.",
  event: {
    kind: "workshop", startDate: "2025-10-18", endDate: "2025-10-18", startTime: "08:00", endTime: "17:00", hours: 8, mode: "presencial",
    location: { name: "NIoT Lab", locality: "Guaíba", region: "RS", country: "BR" }, free: true, registrationUntil: "2025-10-17", formId: "workshop-niot-lab",
  },
  sections: [{ style: "hero", children: [{ type: "highlight", value: "{{hours}} h", label: "{{startTime}}–{{endTime}}" }] }],
};

describe("landing tokens", () => {
  it("fills dates, times and numbers in the page's language, in every string", () => {
    const pt = fillLandingTokens(landing, "pt");
    expect(pt.description).toBe("Sábado, 18 de outubro de 2025, das 08h às 17h.");
    expect(pt.sections[0]!.children[0]).toEqual({ type: "highlight", value: "8 h", label: "08h–17h" });
    expect(fillLandingTokens(landing, "en").description).toBe("Sábado, October 18, 2025, das 8:00 AM às 5:00 PM.");
    expect(fillLandingTokens(landing, "es").description).toContain("18 de octubre de 2025");
  });

  it("writes clock times per language", () => {
    expect(formatClock("08:00", "pt")).toBe("08h");
    expect(formatClock("15:30", "pt")).toBe("15h30");
    expect(formatClock("17:00", "en")).toBe("5:00 PM");
    expect(formatClock("09:00", "es")).toBe("09:00");
  });
});
