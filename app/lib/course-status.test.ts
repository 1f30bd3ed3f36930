import { describe, expect, it } from "vitest";
import { courseRegistrationStatus, courseSchedules, courseSlugOfForm } from "./course-status";

const schedules = courseSchedules([
  { slug: "curso-esp32", event: { formId: "curso-esp32-2027", registrationUntil: "2027-03-04" } },
  { slug: "curso-backend", event: { formId: "curso-backend", registrationUntil: "2025-07-20" } },
  { slug: "news" },
]);

describe("course registration status", () => {
  it("is open through the last day of registration in Brazil and closed after it", () => {
    expect(courseRegistrationStatus("curso-esp32", new Date("2027-03-04T23:59:00-03:00"), schedules)).toBe("open");
    expect(courseRegistrationStatus("curso-esp32", new Date("2027-03-05T00:00:00-03:00"), schedules)).toBe("closed");
    expect(courseRegistrationStatus("curso-backend", new Date("2026-11-25T12:00:00-03:00"), schedules)).toBe("closed");
  });

  it("is unknown for a page without an event or no page at all", () => {
    expect(courseRegistrationStatus("news", new Date("2026-11-25"), schedules)).toBe("unknown");
    expect(courseRegistrationStatus("curso-cobol", new Date("2026-11-25"), schedules)).toBe("unknown");
  });

  it("finds the course a form belongs to", () => {
    expect(courseSlugOfForm("curso-esp32-2027", schedules)).toBe("curso-esp32");
    expect(courseSlugOfForm("nope", schedules)).toBeUndefined();
  });
});
