import { afterEach, describe, expect, it, vi } from "vitest";
import { runScript } from "../setup/run-script";
import { startStandIn, type StandIn, type StandInReply, type StandInRequest } from "../setup/crm-stand-in";
import { ENGINES, freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";
import { startReceiver, type Receiver } from "../setup/webhook-receiver";

const WAIT = { timeout: 15_000, interval: 25 };
const ADMIN_TOKEN = "admin-token-0123456789abcdefghijklmnop";
const RD_KEY = "rd-private-api-key-0123";
const PORTAL = "1234567";
const FORM = "9a8b7c6d-0000-4000-8000-123456789abc";

/** One post of each of the site's forms, oldest first. */
const POSTS: Array<[string, Record<string, unknown>]> = [
  [
    "/api/lead",
    {
      formId: "bookDemo",
      nome: "Ana",
      sobrenome: "Souza",
      cargo: "CTO",
      email: "demo@example.com",
      interesse: "ecossistemaAioT",
      empresa: "Lab Sul",
      telefone: "51 99999 0000",
      pais: "Brasil",
      consentimento: true,
    },
  ],
  ["/api/lead", { formId: "newsletter", email: "news@example.com" }],
  [
    "/api/contact",
    { name: "Bia", email: "contact@example.com", subject: "Planos", message: "Uma mensagem longa.", consent: true },
  ],
  [
    "/api/course-registration",
    { formId: "curso-esp32-2027", fields: { name: "Caio Lima", email: "course@example.com" } },
  ],
  [
    "/api/users/preregister",
    {
      fullName: "Duda Reis Prado",
      email: "prereg@example.com",
      companyName: "",
      doc: "",
      companyDoc: "",
      accountType: "Edu",
    },
  ],
];
const EMAILS = [
  "demo@example.com",
  "news@example.com",
  "contact@example.com",
  "course@example.com",
  "prereg@example.com",
];

/** Answers from a list, then 200. */
const scripted = (replies: StandInReply[]) => () => replies.shift() ?? { status: 200 };
const at = new WeakMap<StandInRequest, number>();
const timed =
  (reply: StandIn["reply"]): StandIn["reply"] =>
  (request) => {
    at.set(request, Date.now());
    return reply(request);
  };

for (const engine of ENGINES) {
  describe(`RD Station, HubSpot and the webhook as destinations, on ${engine}`, () => {
    let rd: StandIn;
    let hub: StandIn;
    let hook: Receiver;
    let app: TestApp;
    let drop: () => Promise<void>;
    afterEach(async () => {
      await app.close();
      await Promise.all([rd.stop(), hub.stop(), hook.stop()]);
      await drop();
    });
    const start = async (rdReply: StandIn["reply"], hubReply: StandIn["reply"]) => {
      rd = await startStandIn(timed(rdReply));
      hub = await startStandIn(hubReply);
      hook = await startReceiver();
      const fresh = await freshDatabaseUrl(engine);
      drop = fresh.drop;
      app = await startTestApp({
        DATABASE_URL: fresh.url,
        ADMIN_TOKEN,
        LEAD_WEBHOOK_URL: hook.url,
        LEAD_WEBHOOK_SECRET: "crm-webhook-secret-0123456789",
        // Long enough for a loaded host to see the 429 rather than its own time-out.
        LEAD_WEBHOOK_TIMEOUT_MS: "1500",
        LEAD_WEBHOOK_RETRY_BASE_MS: "40",
        RDSTATION_API_KEY: RD_KEY,
        RDSTATION_API_URL: rd.url,
        HUBSPOT_PORTAL_ID: PORTAL,
        HUBSPOT_FORM_ID: FORM,
        HUBSPOT_API_URL: hub.url,
      });
      for (const [path, body] of POSTS) expect((await app.post(path, body)).status).toBe(201);
    };
    const exported = async (table: string) =>
      (
        (await (
          await fetch(`${app.baseUrl}/api/admin/leads?format=json&table=${table}`, {
            headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
          })
        ).json()) as { data: Array<Record<string, unknown>> }
      ).data;

    it("RD Station gets one conversion per record, in order, through a 503, a 429 with its reset time and a time-out", async () => {
      await start(scripted([{ status: 503 }, { status: 429, headers: { "RateLimit-Reset": "1" } }, "hang"]), () => ({
        status: 200,
      }));
      await vi.waitFor(() => expect(rd.accepted).toHaveLength(5), WAIT);
      expect(rd.requests).toHaveLength(8);
      // The 429's reset was waited for: nothing was tried before it.
      expect(at.get(rd.requests[2]!)! - at.get(rd.requests[1]!)!).toBeGreaterThanOrEqual(1000);
      for (const request of rd.requests) {
        expect(request).toMatchObject({ method: "POST", path: "/platform/conversions", query: { api_key: RD_KEY } });
        expect(request.headers["content-type"]).toBe("application/json");
        expect(request.body).toMatchObject({ event_type: "CONVERSION", event_family: "CDP" });
      }
      const payloads = rd.accepted.map((request) => request.body.payload);
      expect(payloads.map((payload) => payload.email)).toEqual(EMAILS);
      expect(payloads.map((payload) => payload.conversion_identifier)).toEqual([
        "niot-demo-request",
        "niot-newsletter",
        "niot-contact",
        "niot-course-curso-esp32-2027",
        "niot-pre-registration",
      ]);
      expect(payloads[0]).toEqual({
        conversion_identifier: "niot-demo-request",
        email: "demo@example.com",
        name: "Ana Souza",
        job_title: "CTO",
        company_name: "Lab Sul",
        personal_phone: "51 99999 0000",
        country: "Brasil",
        cf_niot_interest: "ecossistemaAioT",
        cf_niot_language: "pt",
        legal_bases: [{ category: "communications", type: "consent", status: "granted" }],
      });
      expect(payloads[1].legal_bases).toEqual([{ category: "communications", type: "consent", status: "granted" }]);
      expect(payloads[2]).toMatchObject({
        name: "Bia",
        cf_niot_subject: "Planos",
        cf_niot_message: "Uma mensagem longa.",
      });
      expect(payloads[2]).not.toHaveProperty("legal_bases");
      expect(payloads[3]).toMatchObject({ name: "Caio Lima" });
      expect(payloads[4]).toMatchObject({ name: "Duda Reis Prado", cf_niot_account_type: "Edu" });
      for (const payload of payloads) expect(JSON.stringify(payload)).not.toMatch(/ip_hash|user_agent|"doc"/);

      await vi.waitFor(async () => {
        const [demo] = await exported("leads");
        expect(demo).toMatchObject({
          rdstation_status: "delivered",
          rdstation_attempts: 4,
          rdstation_error: null,
          hubspot_status: "delivered",
          hubspot_attempts: 1,
          webhook_status: "delivered",
        });
      }, WAIT);
    });

    it("HubSpot gets a Forms submission per record; a 400 backs off alone, a 429 with Retry-After holds the queue in order", async () => {
      let refusedOnce = false;
      let limitedOnce = false;
      await start(
        () => ({ status: 200 }),
        (request) => {
          const email = request.body.fields.find((field: { name: string }) => field.name === "email").value;
          if (email === "news@example.com" && !refusedOnce) {
            refusedOnce = true;
            return { status: 400, body: '{"status":"error","message":"FIELD_NOT_IN_FORM_DEFINITION"}' };
          }
          if (email === "contact@example.com" && !limitedOnce) {
            limitedOnce = true;
            return { status: 429, headers: { "Retry-After": "1" } };
          }
          return { status: 200 };
        },
      );
      await vi.waitFor(() => expect(hub.accepted).toHaveLength(5), WAIT);
      for (const request of hub.requests) {
        expect(request).toMatchObject({ method: "POST", path: `/submissions/v3/integration/submit/${PORTAL}/${FORM}` });
        for (const field of request.body.fields)
          expect(field).toEqual({ objectTypeId: "0-1", name: field.name, value: field.value });
      }
      const byEmail = (email: string) =>
        hub.accepted.find((request) => request.body.fields.some((field: { value: string }) => field.value === email))!
          .body;
      const fields = (body: { fields: Array<{ name: string; value: string }> }) =>
        Object.fromEntries(body.fields.map((field) => [field.name, field.value]));
      expect(fields(byEmail("demo@example.com"))).toEqual({
        email: "demo@example.com",
        firstname: "Ana",
        lastname: "Souza",
        jobtitle: "CTO",
        company: "Lab Sul",
        phone: "51 99999 0000",
        country: "Brasil",
        niot_form: "demo-request",
        niot_language: "pt",
        niot_interest: "ecossistemaAioT",
      });
      expect(byEmail("demo@example.com").context).toEqual({
        pageUri: "http://localhost:3000/",
        pageName: "NIoT demo request",
      });
      expect(byEmail("news@example.com").legalConsentOptions.consent).toMatchObject({ consentToProcess: true });
      expect(byEmail("contact@example.com")).not.toHaveProperty("legalConsentOptions");
      expect(fields(byEmail("contact@example.com"))).toMatchObject({
        message: "Uma mensagem longa.",
        niot_subject: "Planos",
      });
      expect(fields(byEmail("course@example.com"))).toMatchObject({
        niot_form: "course:curso-esp32-2027",
        firstname: "Caio",
        lastname: "Lima",
      });
      expect(fields(byEmail("prereg@example.com"))).toMatchObject({
        firstname: "Duda",
        lastname: "Reis Prado",
        niot_account_type: "Edu",
      });
      const emailsOf = (requests: StandInRequest[]) =>
        requests.map((request) => request.body.fields.find((field: { name: string }) => field.name === "email").value);
      // The refused one went on its own; the rate-limited one held the rest back until it passed.
      expect(emailsOf(hub.accepted).filter((email) => email !== "news@example.com")).toEqual(
        EMAILS.filter((email) => email !== "news@example.com"),
      );
      await vi.waitFor(async () => {
        const row = (await exported("leads")).find((lead) => lead.email === "news@example.com")!;
        expect(row).toMatchObject({ hubspot_status: "delivered", hubspot_attempts: 2, rdstation_attempts: 1 });
      }, WAIT);
    });

    it("a CRM that is down holds back neither the webhook nor the other CRM; /healthz and leads:redeliver speak per destination", async () => {
      await start(
        () => ({ status: 200 }),
        () => ({ status: 200 }),
      );
      await vi.waitFor(() => expect(rd.accepted).toHaveLength(5), WAIT);
      await rd.stop(); // down: connections refused
      for (const [path, body] of POSTS.slice(0, 2))
        expect((await app.post(path, { ...body, email: `again-${String(body.email)}` })).status).toBe(201);
      await vi.waitFor(() => expect(hook.accepted).toHaveLength(7), WAIT);
      await vi.waitFor(() => expect(hub.accepted).toHaveLength(7), WAIT);
      // Accepted is not yet recorded: the answer comes before the outcome is written.
      await vi.waitFor(async () => {
        const health = (await (
          await fetch(`${app.baseUrl}/healthz`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })
        ).json()) as {
          deliveries: { pending: number; destinations: Record<string, { pending: number; failed: number }> };
        };
        expect(health.deliveries).toMatchObject({
          pending: 2,
          destinations: {
            webhook: { pending: 0, failed: 0 },
            rdstation: { pending: 2, failed: 0 },
            hubspot: { pending: 0, failed: 0 },
          },
        });
      }, WAIT);

      // A new HubSpot form to fill: only HubSpot's rows go again, under their event ids.
      const output = await runScript("scripts/leads-redeliver.ts", ["--destination", "hubspot"], {
        DATABASE_URL: app.config.DATABASE_URL,
      });
      expect(output).toContain("7 record(s) queued for delivery\n  hubspot: 7");
      await vi.waitFor(() => expect(hub.accepted).toHaveLength(14), WAIT);
      expect(hook.received).toHaveLength(7);
    });
  });
}
