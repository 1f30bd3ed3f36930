import type { hubSpot } from "../config";
import type { Destination } from "./destination";
import { postJson } from "./http";
import { customFieldName, personOf, type FormKind, type Person } from "./person";

const PAGE_NAMES: Record<FormKind, string> = {
  newsletter: "NIoT newsletter",
  "demo-request": "NIoT demo request",
  contact: "NIoT contact",
  course: "NIoT course registration",
  "pre-registration": "NIoT pre-registration",
};

/** HubSpot's contact object: every field of a submission is a contact property. */
const CONTACT = "0-1";

/** The body of a HubSpot Forms submission for one person (docs/crm-mapping.md). */
export function hubSpotSubmission(person: Person, siteUrl: string) {
  const properties: Record<string, string | undefined> = {
    email: person.email,
    firstname: person.firstName,
    lastname: person.lastName,
    jobtitle: person.jobTitle,
    company: person.company,
    phone: person.phone,
    mobilephone: person.mobilePhone,
    country: person.country,
    message: person.message,
    niot_form: person.course ? `course:${person.course}` : person.form,
    niot_language: person.language,
    ...Object.fromEntries(
      Object.entries(person.extras).map(([name, value]) => [`niot_${customFieldName(name)}`, value]),
    ),
  };
  return {
    fields: Object.entries(properties)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => ({ objectTypeId: CONTACT, name, value })),
    context: {
      pageUri: new URL(person.sourcePage ?? "/", siteUrl).toString(),
      pageName: person.course ? `${PAGE_NAMES.course}: ${person.course}` : PAGE_NAMES[person.form],
    },
    legalConsentOptions:
      person.communications === "granted"
        ? {
            consent: {
              consentToProcess: true,
              text: `Asked on the NIoT site (${PAGE_NAMES[person.form]}, language ${person.language ?? "pt"}) to be contacted by NIoT.`,
            },
          }
        : undefined,
  };
}

/** HubSpot's Forms submission API (unauthenticated: the portal and the form's GUID name it). */
export function hubSpotDestination({
  apiUrl,
  portalId,
  formId,
  siteUrl,
}: NonNullable<ReturnType<typeof hubSpot>>): Destination {
  const url = new URL(`/submissions/v3/integration/submit/${portalId}/${formId}`, apiUrl).toString();
  return {
    name: "hubspot",
    erasable: false,
    send: (event, data, timeoutMs) =>
      postJson(url, JSON.stringify(hubSpotSubmission(personOf(event, data), siteUrl)), {}, timeoutMs),
  };
}
