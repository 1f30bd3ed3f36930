import type { rdStation } from "../config";
import type { Destination } from "./destination";
import { postJson } from "./http";
import { customFieldName, personOf, type Person } from "./person";

/** One conversion identifier per form, one per course (docs/crm-mapping.md). */
export function conversionIdentifier(person: Pick<Person, "form" | "course">): string {
  return person.form === "course" ? `niot-course-${person.course}` : `niot-${person.form}`;
}

/** The body of RD Station Marketing's conversion event for one person. */
export function rdStationConversion(person: Person) {
  const name = [person.firstName, person.lastName].filter(Boolean).join(" ") || undefined;
  const custom = Object.entries({
    ...person.extras,
    message: person.message,
    language: person.language,
    source_page: person.sourcePage,
  }).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return {
    event_type: "CONVERSION",
    event_family: "CDP",
    payload: {
      conversion_identifier: conversionIdentifier(person),
      email: person.email,
      name,
      job_title: person.jobTitle,
      company_name: person.company,
      personal_phone: person.phone,
      mobile_phone: person.mobilePhone,
      country: person.country,
      ...Object.fromEntries(custom.map(([field, value]) => [`cf_niot_${customFieldName(field)}`, value])),
      legal_bases: person.communications
        ? [{ category: "communications", type: "consent", status: person.communications }]
        : undefined,
    },
  };
}

/** RD Station Marketing's conversions API, authenticated by the account's API key in the query. */
export function rdStationDestination({ apiUrl, apiKey }: NonNullable<ReturnType<typeof rdStation>>): Destination {
  const url = new URL("/platform/conversions", apiUrl);
  url.searchParams.set("api_key", apiKey);
  return {
    name: "rdstation",
    erasable: false,
    send: (event, data, timeoutMs) =>
      postJson(url.toString(), JSON.stringify(rdStationConversion(personOf(event, data))), {}, timeoutMs),
  };
}
