import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../setup/parse-csv";
import { runScript } from "../setup/run-script";
import { ENGINES, freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

const TOKEN = "admin-token-0123456789abcdefghijklmnop";
const ARTICLE = "/article/presence-rule-30-minutes";
const DOCS = "/docs/create-account";

/** "Was this helpful?" through its JSON endpoint, counted per page by the admin export and `npm run feedback:report`. */
for (const engine of ENGINES) {
  describe(`page feedback on ${engine}`, () => {
    let app: TestApp;
    let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
    beforeAll(async () => {
      fresh = await freshDatabaseUrl(engine);
      app = await startTestApp({ DATABASE_URL: fresh.url, ADMIN_TOKEN: TOKEN });
      for (const body of [
        { page: ARTICLE, helpful: "yes" },
        { page: ARTICLE, helpful: "yes", comment: "  " },
        { page: ARTICLE, helpful: "no", comment: "Faltou um exemplo com dois sensores." },
        { page: DOCS, helpful: "no", comment: "Onde vejo o MAC da placa?" },
      ]) {
        expect((await app.post("/api/feedback", { ...body, sourcePage: body.page.split("#")[0] })).status).toBe(201);
      }
    });
    afterAll(async () => {
      await app.close();
      await fresh.drop();
    });

    it("refuses what is not an answer, a comment over 500 characters, another site's page, a docs section (the page is answered once) and a filled honeypot", async () => {
      for (const [body, field] of [
        [{ page: ARTICLE }, "helpful"],
        [{ page: ARTICLE, helpful: "maybe" }, "helpful"],
        [{ page: ARTICLE, helpful: "no", comment: "x".repeat(501) }, "comment"],
        [{ page: "https://evil.example/article/x", helpful: "yes" }, "page"],
        [{ page: "/about", helpful: "yes" }, "page"],
        [{ page: `${DOCS}#auth`, helpful: "yes" }, "page"],
        [{ page: ARTICLE, helpful: "yes", website: "spam" }, "website"],
      ] as const) {
        const response = await app.post("/api/feedback", body);
        expect(response.status).toBe(400);
        const answer = (await response.json()) as { message: string; issues?: Array<{ path: string }> };
        expect(answer.message).toBeTruthy();
        expect(answer.issues?.map((issue) => issue.path)).toContain(field);
      }
      expect((await app.post("/api/feedback", { page: ARTICLE, helpful: "yes" }, { csrf: false })).status).toBe(403);
    });

    it("counts the answers per page in the admin export", async () => {
      const response = await fetch(`${app.baseUrl}/api/admin/leads?table=feedback&format=json`, {
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      const { data } = (await response.json()) as { data: Array<Record<string, unknown>> };
      expect(data).toEqual([
        { page: ARTICLE, yes: 2, no: 1, comments: 1, last_answer_at: expect.any(String) },
        { page: DOCS, yes: 0, no: 1, comments: 1, last_answer_at: expect.any(String) },
      ]);
      const csv = await (
        await fetch(`${app.baseUrl}/api/admin/leads?table=feedback&format=csv`, {
          headers: { Authorization: `Bearer ${TOKEN}` },
        })
      ).text();
      expect(parseCsv(csv).map((row) => row.slice(0, 4))).toEqual([
        ["page", "yes", "no", "comments"],
        [ARTICLE, "2", "1", "1"],
        [DOCS, "0", "1", "1"],
      ]);
    });

    it("prints the same counts, and the comments, with npm run feedback:report", async () => {
      const report = await runScript("scripts/feedback-report.ts", ["--comments"], { DATABASE_URL: fresh.url });
      expect(report).toMatch(new RegExp(`${ARTICLE}\\s+3\\s+2\\s+1\\s+67%\\s+1`));
      expect(report).toMatch(/\/docs\/create-account\s+1\s+0\s+1\s+0%\s+1/);
      expect(report).toContain("2 pages, 4 answers.");
      expect(report).toContain("Onde vejo o MAC da placa?");
      const one = await runScript("scripts/feedback-report.ts", ["--page", DOCS], { DATABASE_URL: fresh.url });
      expect(one).not.toContain(ARTICLE);
      expect(one).toContain("Onde vejo o MAC da placa?");
    });
  });
}
