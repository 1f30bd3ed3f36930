import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../setup/parse-csv";
import { insertFeedback } from "../../server/db/feedback";
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
        [{ page: ARTICLE, helpful: "no", comment: "\u001b[2J\u001b[1;1HAll good" }, "comment"],
        [{ page: ARTICLE, helpful: "no", comment: "Bom\u202e!siht daer t'nod" }, "comment"],
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

describe("npm run feedback:report and stored control characters", () => {
  it("prints them escaped: no clearing, no forged line, no hidden link, no reversed text", async () => {
    const fresh = await freshDatabaseUrl("sqlite");
    const app = await startTestApp({ DATABASE_URL: fresh.url });
    try {
      // Stored before the forms refused them: the report must still print them harmlessly.
      const hostile =
        "\u001b[2J\u001b[1;1H" +
        "Tudo certo\n2026-12-06  /article/forged  yes  pt\n  " +
        "\u001b]8;;https://evil.example\u0007clique\u001b]8;;\u0007 \u009b31m \u202eanA";
      await app.database.write((db) =>
        insertFeedback(db, {
          page: `${ARTICLE}\u001b[31m`,
          helpful: false,
          comment: hostile,
          language: "pt\u0007",
          created_at: new Date().toISOString(),
        }),
      );
      const report = await runScript("scripts/feedback-report.ts", ["--comments"], { DATABASE_URL: fresh.url });
      expect(report).not.toMatch(/[\p{Cc}\p{Bidi_Control}](?<!\n)/u);
      expect(report).toContain("\\x1b[2J\\x1b[1;1HTudo certo\\n2026-12-06  /article/forged  yes  pt\\n");
      expect(report).toContain("\\x1b]8;;https://evil.example\\x07clique");
      expect(report).toContain("\\x9b31m \\u202eanA");
      expect(report).toContain(`${ARTICLE}\\x1b[31m`);
      // The forged line stays inside the comment's own line.
      expect(report.split("\n").filter((line) => line.startsWith("2026-12-06  /article/forged"))).toEqual([]);
    } finally {
      await app.close();
      await fresh.drop();
    }
  });
});
