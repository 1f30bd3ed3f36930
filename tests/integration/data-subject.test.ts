import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows, listLeads, listPreregistrations } from "../../server/db/leads";
import { purgeExpired } from "../../server/retention";
import { runScript } from "../setup/run-script";
import { ENGINES, freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";
import { captureLog } from "../setup/capture-log";

const TOKEN = "admin-token-0123456789abcdefghijklmnop";
const person = (email: string) =>
  [
    ["/api/lead", { formId: "newsletter", email }],
    [
      "/api/contact",
      {
        name: "Ana Souza",
        email: email.toUpperCase(),
        subject: "Dados",
        message: "Quero saber dos meus dados.",
        consent: true,
      },
    ],
    [
      "/api/users/preregister",
      { fullName: "Ana Souza", email, companyName: "", doc: "", companyDoc: "", accountType: "Edu" },
    ],
  ] as const;

for (const engine of ENGINES) {
  describe(`data-subject rights and retention on ${engine}`, () => {
    let app: TestApp;
    let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
    beforeAll(async () => {
      fresh = await freshDatabaseUrl(engine);
      app = await startTestApp({ DATABASE_URL: fresh.url, ADMIN_TOKEN: TOKEN });
    });
    afterAll(async () => {
      await app.close();
      await fresh.drop();
    });
    const sendAll = async (email: string) => {
      for (const [path, body] of person(email)) expect((await app.post(path, body)).status).toBe(201);
    };
    const rowsOf = async (email: string) =>
      [...(await listLeads(app.database.db)), ...(await listPreregistrations(app.database.db))].filter(
        (row) => row.email.toLowerCase() === email,
      );

    it("npm run leads:delete -- --email removes every row of that person in every table and says what it did", async () => {
      await sendAll("cli-erase@example.com");
      await sendAll("keep-me@example.com");
      const output = await runScript("scripts/leads-delete.ts", ["--email", "CLI-Erase@example.com"], {
        DATABASE_URL: fresh.url,
      });
      expect(output).toContain("Deleted 2 leads and 1 preregistrations of CLI-Erase@example.com.");
      expect(await rowsOf("cli-erase@example.com")).toEqual([]);
      expect(await rowsOf("keep-me@example.com")).toHaveLength(3);
    });

    it("DELETE /api/admin/leads?email= does the same behind the admin token", async () => {
      await sendAll("api-erase@example.com");
      const url = `${app.baseUrl}/api/admin/leads?email=${encodeURIComponent("api-erase@example.com")}`;
      expect((await fetch(url, { method: "DELETE" })).status).toBe(401);
      const response = await fetch(url, { method: "DELETE", headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { leads: 2, preregistrations: 1 } });
      expect(await rowsOf("api-erase@example.com")).toEqual([]);
    });

    it("retention deletes rows older than LEAD_RETENTION_DAYS, keeps the newer ones, and logs it", async () => {
      await sendAll("recent@example.com");
      const before =
        (await countRows(app.database.db, "leads")) + (await countRows(app.database.db, "preregistrations"));
      const log = captureLog();
      try {
        await purgeExpired(app.database, 30, new Date(Date.now() + 29 * 86_400_000));
        expect(
          (await countRows(app.database.db, "leads")) + (await countRows(app.database.db, "preregistrations")),
        ).toBe(before);
        await purgeExpired(app.database, 30, new Date(Date.now() + 31 * 86_400_000));
        expect(await countRows(app.database.db, "leads")).toBe(0);
        expect(await countRows(app.database.db, "preregistrations")).toBe(0);
        expect(log.entries().at(-1)?.msg).toMatch(
          /^\[retention\] deleted \d+ leads and \d+ preregistrations stored before /,
        );
      } finally {
        log.restore();
      }
    });
  });
}
