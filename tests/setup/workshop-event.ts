import type { LandingEvent } from "~/content/landing-model";

/** The in-person workshop of content/events (one day in Guaíba, free), as the unit tests of landing pages use it. */
export const WORKSHOP_EVENT: LandingEvent = {
  kind: "workshop",
  startDate: "2025-10-18",
  endDate: "2025-10-18",
  startTime: "08:00",
  endTime: "17:00",
  timeZone: "America/Sao_Paulo",
  hours: 8,
  mode: "presencial",
  location: { name: "NIoT Lab", locality: "Guaíba", region: "RS", country: "BR" },
  free: true,
  registrationUntil: "2025-10-17",
  formId: "workshop-niot-lab",
};
