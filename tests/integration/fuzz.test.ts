import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listLeads, listPreregistrations } from "../../server/db/leads";
import { ContactSchema, CourseRegistrationSchema, LeadSchema, PreregisterSchema } from "../../app/lib/schemas";
import { freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

const RUNS_PER_ENDPOINT = 1000;

/** Values a hostile client might send: wrong types, huge and odd strings, nesting, prototype keys. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b@example.com",
    "<script>alert(1)</script>",
    "'; DROP TABLE leads;--",
    "=1+1",
    "\u202Eevil",
    "😀".repeat(50),
    "ana@example.com",
    "x".repeat(20_000),
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "prototype")), tie("value"), {
      maxKeys: 4,
    }),
  ),
})).value;

const fieldsOf = (keys: string[]) =>
  fc.record(Object.fromEntries(keys.map((key) => [key, hostileValue])), { requiredKeys: [] });

const ENDPOINTS = [
  {
    path: "/api/lead",
    body: fc.oneof(
      fieldsOf([
        "formId",
        "email",
        "nome",
        "sobrenome",
        "cargo",
        "interesse",
        "empresa",
        "telefone",
        "pais",
        "mensagem",
        "consentimento",
        "website",
      ]),
      fc.record({ formId: fc.constantFrom("newsletter", "bookDemo"), email: hostileString }),
    ),
  },
  { path: "/api/contact", body: fieldsOf(["name", "email", "subject", "message", "consent", "website"]) },
  {
    path: "/api/users/preregister",
    body: fieldsOf([
      "fullName",
      "email",
      "companyName",
      "doc",
      "companyDoc",
      "accountType",
      "whatsapp",
      "purpose",
      "ageRange",
      "area",
      "termsAccepted",
    ]),
  },
  { path: "/api/course-registration", body: fieldsOf(["formId", "fields", "website"]) },
];

describe("fuzzing every API endpoint", () => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabaseUrl("sqlite");
    drop = fresh.drop;
    app = await startTestApp(
      {
        DATABASE_URL: fresh.url,
        RATE_LIMIT_PER_MINUTE: "1000000",
        ADMIN_TOKEN: "admin-token-0123456789abcdefghijklmnop",
      },
      { pages: true },
    );
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.path}: ${RUNS_PER_ENDPOINT} hostile payloads, each a well-formed JSON answer without a stack`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(endpoint.body, hostileValue), async (body) => {
          const raw = JSON.stringify(body) ?? "null";
          const response = await app.post(endpoint.path, null, { raw });
          expect([201, 400, 404, 409, 413]).toContain(response.status);
          const text = await response.text();
          const json = JSON.parse(text);
          expect(typeof json).toBe("object");
          if (response.status !== 201) expect(typeof json.message).toBe("string");
          expect(text).not.toMatch(/\bat \S+ \(|node_modules|SqliteError/);
          expect(Object.prototype).not.toHaveProperty("polluted");
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    }, 120_000);
  }

  it("every endpoint and page with every method and odd paths: no answer ≥ 500, no stack in a body", async () => {
    const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
    const paths = [
      ...ENDPOINTS.map((endpoint) => endpoint.path),
      "/api/admin/leads",
      "/api/nope",
      "/",
      "/demo-form",
      "/events?q=%00",
      "/robots.txt",
      "/discord",
    ];
    const failures: string[] = [];
    for (const path of paths) {
      for (const method of methods) {
        for (const headers of [{}, { Origin: "https://evil.example" }, { "Content-Type": "text/plain" }] as Array<
          Record<string, string>
        >) {
          const response = await fetch(app.baseUrl + path, {
            method,
            headers,
            redirect: "manual",
            body: method === "GET" || method === "HEAD" ? undefined : "\u0000{",
          });
          const text = await response.text();
          if (response.status >= 500 || /\bat \S+ \(|node_modules/.test(text))
            failures.push(`${method} ${path} ${JSON.stringify(headers)} → ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("stores nothing the schemas would refuse, and the server still answers", async () => {
    const schemaOf = (formId: string) =>
      formId === "contact" ? ContactSchema : formId.startsWith("course:") ? CourseRegistrationSchema : LeadSchema;
    for (const lead of await listLeads(app.database.db)) {
      const payload = JSON.parse(lead.payload);
      const input = lead.form_id === "contact" ? { ...payload, consent: true } : payload;
      expect(schemaOf(lead.form_id).safeParse(input).success, lead.payload).toBe(true);
    }
    for (const row of await listPreregistrations(app.database.db)) {
      expect(PreregisterSchema.safeParse(JSON.parse(row.payload)).success, row.payload).toBe(true);
    }
    expect((await app.post("/api/lead", { formId: "newsletter", email: "still-up@example.com" })).status).toBe(201);
  });
});
