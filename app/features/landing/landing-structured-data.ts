import type { Landing, LandingEvent } from "~/content/landing-model";
import { eventEnd, eventStart } from "~/lib/course-status";

const place = (event: LandingEvent) =>
  event.location
    ? {
        "@type": "Place",
        name: event.location.name,
        address: {
          "@type": "PostalAddress",
          addressLocality: event.location.locality,
          addressRegion: event.location.region,
          addressCountry: event.location.country,
        },
      }
    : undefined;

/**
 * schema.org structured data of an event landing page: a Course (with its CourseInstance) for
 * courses, an Event for workshops. Free events carry a zero-price offer.
 */
export function landingStructuredData(
  landing: Pick<Landing, "title" | "description" | "event">,
  context: {
    url: string;
    siteUrl: string;
    organization: string;
    inLanguage: string;
    image?: string;
    registrationOpen: boolean;
  },
): Record<string, unknown> | null {
  const { event } = landing;
  if (!event) return null;
  const organization = { "@type": "Organization", name: context.organization, url: context.siteUrl };
  const offers = {
    "@type": "Offer",
    price: event.free ? 0 : undefined,
    priceCurrency: "BRL",
    category: event.free ? "Free" : "Paid",
    url: context.url,
    availability: context.registrationOpen ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    validThrough: event.registrationUntil,
  };
  const online = event.mode === "online";
  const location = online ? { "@type": "VirtualLocation", url: context.url } : place(event);
  const common = {
    "@context": "https://schema.org",
    name: landing.title,
    description: landing.description,
    url: context.url,
    inLanguage: context.inLanguage,
    isAccessibleForFree: event.free,
    ...(context.image ? { image: context.image } : {}),
  };
  if (event.kind === "course") {
    return {
      ...common,
      "@type": "Course",
      provider: organization,
      offers,
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseMode: online ? "online" : "onsite",
        startDate: eventStart(event),
        endDate: eventEnd(event),
        courseWorkload: `PT${event.hours}H`,
        location,
      },
    };
  }
  return {
    ...common,
    "@type": "Event",
    startDate: eventStart(event),
    endDate: eventEnd(event),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location,
    organizer: organization,
    offers,
  };
}
