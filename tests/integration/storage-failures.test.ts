import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows } from "../../server/db/leads";
import { ENGINES, freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";
import { captureLog } from "../setup/capture-log";

for (const engine of ENGINES) {
  describe(`NUL bytes and a store that refuses writes on ${engine}`, () => {
    let app: TestApp;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const fresh = await freshDatabaseUrl(engine);
      drop = fresh.drop;
      app = await startTestApp({ DATABASE_URL: fresh.url });
    });
    afterAll(async () => {
      await app.close();
      await drop();
    });

    it("answers 400 naming the field to a NUL byte in any field or key, and stores nothing", async () => {
      const bodies: Array<[string, unknown, string]> = [
        ["/api/lead", { formId: "newsletter", email: "a\u0000b@example.com" }, "email"],
        [
          "/api/contact",
          { name: "Ana\u0000", email: "ana@example.com", subject: "Oi", message: "Mensagem com NUL.", consent: true },
          "name",
        ],
        [
          "/api/course-registration",
          { formId: "curso-esp32-2027", fields: { email: "ana@example.com", city: "Porto\u0000Alegre" } },
          "fields.city",
        ],
        [
          "/api/users/preregister",
          {
            fullName: "Ana",
            email: "ana@example.com",
            companyName: "",
            doc: "",
            companyDoc: "",
            accountType: "Edu",
            ["x\u0000"]: 1,
          },
          "key",
        ],
      ];
      for (const [path, body, field] of bodies) {
        const response = await app.post(path, body);
        expect(response.status, path).toBe(400);
        expect((await response.json()).issues[0].path, path).toBe(field);
      }
      expect(await countRows(app.database.db, "leads")).toBe(0);
    });

    // SQLite only: its single connection can be made read-only alone; PostgreSQL's 25006 takes the same path.
    it.runIf(engine === "sqlite")(
      "answers 503 with Retry-After when the database is read-only, logging the real cause",
      async () => {
        const log = captureLog("warn");
        try {
          await sql`PRAGMA query_only = ON`.execute(app.database.db);
          const response = await app.post("/api/lead", { formId: "newsletter", email: "readonly@example.com" });
          expect(response.status).toBe(503);
          expect(response.headers.get("retry-after")).toBe("5");
          expect(log.entries()).toEqual([
            expect.objectContaining({
              route: "/api/lead",
              code: "SQLITE_READONLY",
              msg: expect.stringMatching(/^\[api\] store unavailable: /),
            }),
          ]);
          expect(log.text()).not.toMatch(/cannot rollback/);
        } finally {
          await sql`PRAGMA query_only = OFF`.execute(app.database.db);
          log.restore();
        }
      },
    );
  });
}
