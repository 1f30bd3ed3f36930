import { describe, expect, it } from "vitest";
import { landingStructuredData } from "./landing-structured-data";
import { WORKSHOP_EVENT } from "../../../tests/setup/workshop-event";

const context = {
  url: "https://niot.example/workshop-niot-lab",
  siteUrl: "https://niot.example",
  organization: "NIoT",
  inLanguage: "pt-BR",
  registrationOpen: false,
};

describe("landing structured data", () => {
  it("describes an in-person workshop as a schema.org Event in Guaíba, free, with times in Brazil", () => {
    const data = landingStructuredData(
      {
        title: "Workshop NIoT Lab",
        description: "Um dia de bancada.",
        event: WORKSHOP_EVENT,
      },
      context,
    );
    expect(data).toMatchObject({
      "@type": "Event",
      startDate: "2025-10-18T08:00:00-03:00",
      endDate: "2025-10-18T17:00:00-03:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", address: { addressLocality: "Guaíba", addressRegion: "RS", addressCountry: "BR" } },
      isAccessibleForFree: true,
      offers: { price: 0, priceCurrency: "BRL", availability: "https://schema.org/SoldOut" },
    });
  });

  it("describes a course as a schema.org Course with its workload", () => {
    const data = landingStructuredData(
      {
        title: "Curso de JavaScript",
        description: "45 horas.",
        event: {
          kind: "course",
          startDate: "2025-01-13",
          endDate: "2025-04-30",
          startTime: "19:00",
          endTime: "21:00",
          timeZone: "America/Sao_Paulo",
          hours: 45,
          modules: 7,
          mode: "online",
          free: true,
          registrationUntil: "2025-01-12",
          formId: "curso-javascript",
        },
      },
      { ...context, registrationOpen: true },
    );
    expect(data).toMatchObject({
      "@type": "Course",
      provider: { name: "NIoT" },
      hasCourseInstance: {
        courseMode: "online",
        startDate: "2025-01-13T19:00:00-03:00",
        endDate: "2025-04-30T21:00:00-03:00",
        courseWorkload: "PT45H",
      },
      offers: { availability: "https://schema.org/InStock" },
    });
  });

  it("has nothing to say about a page without an event", () => {
    expect(landingStructuredData({ title: "Novidades", description: "Texto." }, context)).toBeNull();
  });
});
