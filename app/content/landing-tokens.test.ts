import { describe, expect, it } from "vitest";
import { LOCALE_OF } from "~/i18n/languages";
import type { Landing } from "./landing-model";
import { fillLandingTokens, formatClock } from "./landing-tokens";
import { WORKSHOP_EVENT } from "../../tests/setup/workshop-event";

/** The zone's name as events.json gives it, here fixed: the test is about the filling. */
const zone = () => "horário de Brasília";

const landing: Pick<Landing, "title" | "description" | "sections" | "event"> = {
  title: "Workshop",
  description: "Sábado, {{startDate}}, das {{startTime}} às {{endTime}} ({{timeZone}}).",
  event: WORKSHOP_EVENT,
  sections: [
    { style: "hero", children: [{ type: "highlight", value: "{{hours}} h", label: "{{startTime}}–{{endTime}}" }] },
  ],
};

describe("landing tokens", () => {
  it("fills dates, times and numbers in the page's language, in every string", () => {
    const pt = fillLandingTokens(landing, "pt", zone);
    expect(pt.description).toBe("Sábado, 18 de outubro de 2025, das 08h às 17h (horário de Brasília).");
    expect(pt.sections[0]!.children[0]).toEqual({ type: "highlight", value: "8 h", label: "08h–17h" });
    expect(fillLandingTokens(landing, "en", zone).description).toBe(
      "Sábado, October 18, 2025, das 8:00 AM às 5:00 PM (horário de Brasília).",
    );
    expect(fillLandingTokens(landing, "es", zone).description).toContain("18 de octubre de 2025");
  });

  it("writes clock times per language", () => {
    expect(formatClock("08:00", "pt")).toBe("08h");
    expect(formatClock("15:30", "pt")).toBe("15h30");
    expect(formatClock("17:00", "en")).toBe("5:00 PM");
    expect(formatClock("09:00", "es")).toBe("09:00");
    expect(formatClock("00:30", "es")).toBe("00:30");
  });

  it("writes English and Spanish times as Intl does, for every minute of the day", () => {
    for (const lang of ["en", "es"] as const) {
      const intl = new Intl.DateTimeFormat(LOCALE_OF[lang], {
        hour: "numeric",
        minute: "2-digit",
        hour12: lang === "en",
        timeZone: "UTC",
      });
      // Intl's 24-hour cycle writes midnight as "24:00"; Spanish clocks say "00:00".
      for (let minute = lang === "es" ? 60 : 0; minute < 24 * 60; minute++) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
        expect(formatClock(time, lang)).toBe(intl.format(new Date(Date.UTC(2000, 0, 1, 0, minute))));
      }
    }
  });
});
