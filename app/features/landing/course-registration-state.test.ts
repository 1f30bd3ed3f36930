import { describe, expect, it } from "vitest";
import { courseRegistrationState } from "./course-registration-state";

const WINDOWS = [{ formId: "curso-esp32", registrationUntil: "2027-03-04" }];

describe("courseRegistrationState", () => {
  it("is open through the whole last day in Brazil, closed after, unknown for another form", () => {
    expect(courseRegistrationState(WINDOWS, "curso-esp32", new Date("2027-03-05T02:59:59Z"))).toBe("open");
    expect(courseRegistrationState(WINDOWS, "curso-esp32", new Date("2027-03-05T03:00:00Z"))).toBe("closed");
    expect(courseRegistrationState(WINDOWS, "curso-nada", new Date("2026-01-01T00:00:00Z"))).toBe("unknown");
  });
});
