import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../setup/parse-csv";
import { runScript } from "../setup/run-script";
import { freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

describe("npm run leads:export", () => {
  let app: TestApp;
  let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  beforeAll(async () => {
    fresh = await freshDatabaseUrl("sqlite");
    app = await startTestApp({ DATABASE_URL: fresh.url, ADMIN_TOKEN: "admin-token-0123456789abcdefghijklmnop" });
    await app.post("/api/contact", {
      name: "=cli",
      email: "cli@example.com",
      subject: "Export",
      message: "Checking the CLI export.",
      consent: true,
    });
    await app.post("/api/lead", { formId: "newsletter", email: "second@example.com" });
  });
  afterAll(async () => {
    await app.close();
    await fresh.drop();
  });

  it("prints the same CSV as the admin route", async () => {
    const cli = await runScript("scripts/leads-export.ts", [], { DATABASE_URL: fresh.url });
    const http = await (
      await fetch(`${app.baseUrl}/api/admin/leads?format=csv`, {
        headers: { Authorization: "Bearer admin-token-0123456789abcdefghijklmnop" },
      })
    ).text();
    expect(cli).toBe(http);
    const rows = parseCsv(cli);
    expect(rows).toHaveLength(3);
    expect(rows[1]![rows[0]!.indexOf("nome")]).toBe("'=cli");
  });
});
