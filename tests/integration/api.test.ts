import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, listLeads, listPreregistrations } from "../../server/db/leads";
import { parseCsv } from "../setup/parse-csv";
import { ENGINES, freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

const demo = {
  formId: "bookDemo",
  nome: "Ana",
  sobrenome: "Souza",
  cargo: "CTO",
  email: "ana@example.com",
  interesse: "prototiposAioT",
  empresa: "Agro Sul",
  telefone: "+55 51 99999-0000",
  pais: "Brasil",
  mensagem: "Queremos automatizar 3 galpões.",
  consentimento: true,
};
const contact = {
  name: "Bruno Lima",
  email: "bruno@example.com",
  subject: "Planos",
  message: "Quero saber do plano Startup.",
  consent: true,
};
const preregister = {
  fullName: "Carla Dias",
  email: "carla@example.com",
  companyName: "",
  doc: "",
  companyDoc: "",
  accountType: "Edu",
};
/** The organization form's payload (/explore?type=organization). */
const organization = {
  fullName: "Marina Teixeira",
  email: "marina@example.com",
  companyName: "Cooperativa Vale Verde",
  doc: "",
  companyDoc: "11222333000181",
  accountType: "business",
  whatsapp: "+55 (51) 91234-5678",
  purpose: "corporate",
  ageRange: "25to40",
  area: "agribusiness",
  termsAccepted: true,
};
/** curso-esp32-2027 takes registrations until 2027-03-04 (as the events e2e tests assume too); curso-javascript closed in 2025. */
const course = {
  formId: "curso-esp32-2027",
  fields: { name: "Davi Reis", email: "davi@example.com", phone: "51999990000" },
};

const ENDPOINTS = [
  {
    path: "/api/lead",
    valid: demo,
    invalid: { ...demo, email: "no-at-sign", interesse: "x" },
    table: "leads" as const,
  },
  { path: "/api/contact", valid: contact, invalid: { ...contact, message: "short" }, table: "leads" as const },
  {
    path: "/api/users/preregister",
    valid: preregister,
    invalid: { ...preregister, accountType: "admin" },
    table: "preregistrations" as const,
  },
  {
    path: "/api/users/preregister",
    label: "/api/users/preregister (organization form)",
    valid: organization,
    invalid: { ...organization, whatsapp: "123" },
    table: "preregistrations" as const,
  },
  {
    path: "/api/course-registration",
    valid: course,
    invalid: { ...course, fields: { name: "  " } },
    table: "leads" as const,
  },
];

for (const engine of ENGINES) {
  describe(`API on ${engine}`, () => {
    let app: TestApp;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const fresh = await freshDatabaseUrl(engine);
      drop = fresh.drop;
      app = await startTestApp({ DATABASE_URL: fresh.url, ADMIN_TOKEN: "admin-token-0123456789abcdefghijklmnop" });
    });
    afterAll(async () => {
      await app.close();
      await drop();
    });

    for (const endpoint of ENDPOINTS) {
      describe(endpoint.label ?? endpoint.path, () => {
        it("stores a valid submission and answers 201 only after the row exists", async () => {
          const before = await countRows(app.database.db, endpoint.table);
          const response = await app.post(endpoint.path, endpoint.valid);
          expect(response.status).toBe(201);
          const body = await response.json();
          expect(body.data ?? body.ok).toBeTruthy();
          expect(await countRows(app.database.db, endpoint.table)).toBe(before + 1);
        });

        it("answers 400 with per-field issues for invalid fields and stores nothing", async () => {
          const before = await countRows(app.database.db, endpoint.table);
          const response = await app.post(endpoint.path, endpoint.invalid, { headers: { "Accept-Language": "en" } });
          expect(response.status).toBe(400);
          const body = await response.json();
          expect(body.message).toBe("Check the highlighted fields and try again.");
          expect(body.issues.length).toBeGreaterThan(0);
          expect(body.issues[0]).toEqual({ path: expect.any(String), message: expect.any(String) });
          expect(await countRows(app.database.db, endpoint.table)).toBe(before);
        });

        it("answers 400 for malformed JSON", async () => {
          const response = await app.post(endpoint.path, null, { raw: '{"email": ' });
          expect(response.status).toBe(400);
          expect((await response.json()).message).toBeTruthy();
        });

        it("answers 403 without the CSRF header and cookie pair", async () => {
          expect((await app.post(endpoint.path, endpoint.valid, { csrf: false })).status).toBe(403);
          const mismatched = await app.post(endpoint.path, endpoint.valid, {
            csrf: false,
            headers: { Cookie: "XSRF-TOKEN=aaaaaaaa", "X-XSRF-TOKEN": "bbbbbbbb" },
          });
          expect(mismatched.status).toBe(403);
        });

        it("answers 415 for a body that is not JSON", async () => {
          const response = await app.post(endpoint.path, null, { contentType: "text/plain", raw: "email=a@b.co" });
          expect(response.status).toBe(415);
          expect((await response.json()).message).toBeTruthy();
        });

        it("answers 413 past 16 KiB", async () => {
          const response = await app.post(endpoint.path, { ...endpoint.valid, padding: "x".repeat(17 * 1024) });
          expect(response.status).toBe(413);
          expect((await response.json()).message).toBeTruthy();
        });

        it("refuses a sourcePage that is not a path of this site", async () => {
          for (const sourcePage of [
            "https://evil.example/x",
            "//evil.example/x",
            "/\\evil.example",
            "javascript:alert(1)",
            "/a b",
          ]) {
            const response = await app.post(endpoint.path, { ...endpoint.valid, sourcePage });
            expect(response.status, sourcePage).toBe(400);
          }
        });

        it("refuses a filled honeypot", async () => {
          const response = await app.post(endpoint.path, { ...endpoint.valid, website: "http://spam.example" });
          expect(response.status).toBe(400);
        });
      });
    }

    it("accepts a repeated newsletter e-mail idempotently: one row, 201 again", async () => {
      const first = await app.post("/api/lead", { formId: "newsletter", email: "Repeat@Example.com" });
      const second = await app.post("/api/lead", { formId: "newsletter", email: "repeat@example.com" });
      expect([first.status, second.status]).toEqual([201, 201]);
      // Byte for byte the same answer: nobody learns whether (or when) a person subscribed.
      const [firstBody, secondBody] = [await first.text(), await second.text()];
      expect(secondBody).toBe(firstBody);
      expect(firstBody).toBe(JSON.stringify({ data: { formId: "newsletter" } }));
      const rows = (await listLeads(app.database.db)).filter((lead) => lead.email_normalized === "repeat@example.com");
      expect(rows).toHaveLength(1);
    });

    it("stores a webinar registration (name and e-mail) as a lead carrying the event's id", async () => {
      // webinar-queryguide-2027 (content/events) takes registrations on its landing page until 2027-01-20.
      const response = await app.post("/api/course-registration", {
        formId: "webinar-queryguide-2027",
        fields: { name: "Lívia Amaral", email: "Livia@Example.com" },
        sourcePage: "/webinar-queryguide",
      });
      expect(response.status).toBe(201);
      const rows = (await listLeads(app.database.db)).filter((lead) => lead.email_normalized === "livia@example.com");
      expect(rows).toMatchObject([{ form_id: "course:webinar-queryguide-2027", nome: "Lívia Amaral" }]);
      expect(JSON.parse(rows[0]!.payload as string)).toMatchObject({ formId: "webinar-queryguide-2027" });
    });

    it("refuses a course registration for an unknown course (404) or a closed one (409), translated, storing nothing", async () => {
      const before = await countRows(app.database.db, "leads");
      const unknown = await app.post(
        "/api/course-registration",
        { ...course, formId: "curso-que-nao-existe" },
        { headers: { "Accept-Language": "en" } },
      );
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: "This course does not exist or is no longer offered." });
      const closed = await app.post(
        "/api/course-registration",
        { ...course, formId: "curso-javascript" },
        { headers: { "Accept-Language": "es" } },
      );
      expect(closed.status).toBe(409);
      expect(await closed.json()).toEqual({ message: "Las inscripciones de este curso están cerradas." });
      expect(await countRows(app.database.db, "leads")).toBe(before);
    });

    it("requires a valid e-mail in a course registration", async () => {
      for (const fields of [{ name: "Davi Reis" }, { name: "Davi Reis", email: "not-an-email" }]) {
        const response = await app.post("/api/course-registration", { ...course, fields });
        expect(response.status, JSON.stringify(fields)).toBe(400);
        expect((await response.json()).issues).toContainEqual({ path: "fields.email", message: "E-mail inválido" });
      }
    });

    it("answers every public endpoint without ids or timestamps", async () => {
      for (const endpoint of ENDPOINTS) {
        const response = await app.post(endpoint.path, {
          ...endpoint.valid,
          email: `uniform-${endpoint.path.length}@example.com`,
        });
        expect(response.status, endpoint.path).toBe(201);
        expect(await response.text(), endpoint.path).not.toMatch(/"(id|createdAt|created_at)"|\d{4}-\d{2}-\d{2}T/);
      }
    });

    it("stores the demo fields in typed columns with the request's metadata", async () => {
      await app.post(
        "/api/lead",
        { ...demo, email: "typed@example.com", sourcePage: "/demo-form" },
        { headers: { "Accept-Language": "es", "User-Agent": "it-test" } },
      );
      const row = (await listLeads(app.database.db)).find((lead) => lead.email === "typed@example.com")!;
      expect(row).toMatchObject({
        form_id: "bookDemo",
        nome: "Ana",
        interesse: "prototiposAioT",
        consentimento: 1,
        source_page: "/demo-form",
        language: "es",
        user_agent: "it-test",
      });
      expect(row.ip_hash).toMatch(/^[0-9a-f]{32}$/);
      expect(JSON.parse(row.payload)).toMatchObject({ email: "typed@example.com", formId: "bookDemo" });
    });

    it("keeps the preregistration's fields, formatting a valid CPF and CNPJ", async () => {
      const response = await app.post("/api/users/preregister", {
        ...preregister,
        email: "org@example.com",
        accountType: "business",
        companyName: "Lab Sul",
        doc: "52998224725",
        companyDoc: "11222333000181",
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true });
      const row = (await listPreregistrations(app.database.db)).find((r) => r.email === "org@example.com")!;
      expect(row).toMatchObject({ account_type: "business", doc: "529.982.247-25", company_doc: "11.222.333/0001-81" });
    });

    it("stores the organization form's answers in their own columns and exports them", async () => {
      const response = await app.post("/api/users/preregister", {
        ...organization,
        email: "coop@example.com",
      });
      expect(response.status).toBe(201);
      const row = (await listPreregistrations(app.database.db)).find((r) => r.email === "coop@example.com")!;
      expect(row).toMatchObject({
        account_type: "business",
        company_name: "Cooperativa Vale Verde",
        doc: "",
        company_doc: "11.222.333/0001-81",
        whatsapp: "+5551912345678",
        purpose: "corporate",
        age_range: "25to40",
        area: "agribusiness",
        terms_accepted_at: row.created_at,
      });
      const csv = await fetch(`${app.baseUrl}/api/admin/leads?format=csv&table=preregistrations`, {
        headers: { Authorization: "Bearer admin-token-0123456789abcdefghijklmnop" },
      });
      const [header, ...lines] = parseCsv(await csv.text());
      const line = lines.find((cells) => cells.includes("coop@example.com"))!;
      const cell = (name: string) => line[header!.indexOf(name)];
      expect(header).toEqual(expect.arrayContaining(["whatsapp", "purpose", "age_range", "area", "terms_accepted_at"]));
      expect([cell("purpose"), cell("age_range"), cell("area"), cell("terms_accepted_at")]).toEqual([
        "corporate",
        "25to40",
        "agribusiness",
        row.terms_accepted_at,
      ]);
      expect(cell("whatsapp")?.replace(/^'/, "")).toBe("+5551912345678");
    });

    it("leaves the organization columns empty for the short forms", async () => {
      expect((await app.post("/api/users/preregister", { ...preregister, email: "short@example.com" })).status).toBe(
        201,
      );
      const row = (await listPreregistrations(app.database.db)).find((r) => r.email === "short@example.com")!;
      expect(row).toMatchObject({
        whatsapp: null,
        purpose: null,
        age_range: null,
        area: null,
        terms_accepted_at: null,
      });
    });

    it("refuses a bad WhatsApp number, unknown choices and unaccepted terms, in the visitor's language", async () => {
      const before = await countRows(app.database.db, "preregistrations");
      const response = await app.post(
        "/api/users/preregister",
        {
          ...organization,
          whatsapp: "(11) 8123-4567",
          purpose: "fun",
          ageRange: "30",
          area: "moon",
          termsAccepted: false,
        },
        { headers: { "Accept-Language": "en" } },
      );
      expect(response.status).toBe(400);
      expect((await response.json()).issues).toEqual([
        { path: "whatsapp", message: "Invalid WhatsApp number: check the area code and the digits." },
        { path: "purpose", message: "Choose an option." },
        { path: "ageRange", message: "Choose an option." },
        { path: "area", message: "Choose an option." },
        { path: "termsAccepted", message: "Please read and accept the terms, conditions and privacy policy" },
      ]);
      expect(await countRows(app.database.db, "preregistrations")).toBe(before);
    });

    it("answers an unknown API path with a JSON 404", async () => {
      const response = await app.post("/api/nothing", {});
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBeTruthy();
    });
  });
}
