import { describe, expect, it } from "vitest";
import { courseFinished, courseRegistrationStatus, courseSchedules, courseSlugOfForm } from "./course-status";

const ESP32 = {
  formId: "curso-esp32-2027",
  registrationUntil: "2027-03-04",
  startDate: "2027-03-06",
  endDate: "2027-03-27",
  startTime: "09:00",
  endTime: "13:00",
  timeZone: "America/Sao_Paulo",
};
const BACKEND = {
  formId: "curso-backend",
  registrationUntil: "2025-07-20",
  startDate: "2025-07-21",
  endDate: "2025-07-25",
  startTime: "09:00",
  endTime: "17:00",
  timeZone: "America/Sao_Paulo",
};
const schedules = courseSchedules([
  { slug: "curso-esp32", event: ESP32 },
  { slug: "curso-backend", event: BACKEND },
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

describe("a finished course is not the same as closed registration", () => {
  it("ends when its last session ends, in Brasília time", () => {
    expect(schedules.find((entry) => entry.slug === "curso-esp32")?.endsAt).toBe("2027-03-27T13:00:00-03:00");
  });

  it("is closed but not finished from the day after registration until its last session ends", () => {
    for (const day of ["2027-03-05T08:00:00-03:00", "2027-03-06T10:00:00-03:00", "2027-03-27T12:59:00-03:00"]) {
      const now = new Date(day);
      expect(courseRegistrationStatus("curso-esp32", now, schedules), day).toBe("closed");
      expect(courseFinished("curso-esp32", now, schedules), day).toBe(false);
    }
  });

  it("is finished once the last session is over, and never for an unknown page", () => {
    expect(courseFinished("curso-esp32", new Date("2027-03-27T13:01:00-03:00"), schedules)).toBe(true);
    expect(courseFinished("curso-backend", new Date("2025-07-25T16:59:00-03:00"), schedules)).toBe(false);
    expect(courseFinished("curso-backend", new Date("2025-07-25T17:01:00-03:00"), schedules)).toBe(true);
    expect(courseFinished("news", new Date("2030-01-01"), schedules)).toBe(false);
  });
});
