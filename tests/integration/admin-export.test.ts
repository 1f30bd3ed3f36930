import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { parseCsv } from "../setup/parse-csv";
import { ENGINES, freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";
import { captureLog } from "../setup/capture-log";

const TOKEN = "admin-token-0123456789abcdefghijklmnop";
const HOSTILE_NAMES = [
  "Robert'); DROP TABLE leads;--",
  `<script>alert("x")</script>`,
  '=HYPERLINK("http://evil.example","click")',
  "+55 (51) 9999",
  "@SUM(1+1)",
  "-2+3",
  'José "Zé" Ñúñez, 日本語 😀',
];

for (const engine of ENGINES) {
  describe(`admin export on ${engine}`, () => {
    let app: TestApp;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const fresh = await freshDatabaseUrl(engine);
      drop = fresh.drop;
      app = await startTestApp({ DATABASE_URL: fresh.url, ADMIN_TOKEN: TOKEN });
      for (const [i, name] of HOSTILE_NAMES.entries()) {
        const response = await app.post("/api/lead", {
          formId: "bookDemo",
          nome: name,
          sobrenome: name,
          cargo: "QA",
          email: `hostile${i}@example.com`,
          interesse: "ecossistemaAioT",
          empresa: name,
          telefone: "51 99999 0000",
          pais: "Brasil",
        });
        expect(response.status).toBe(201);
      }
    });
    afterAll(async () => {
      await app.close();
      await drop();
    });

    const get = (query: string, token = TOKEN) =>
      fetch(`${app.baseUrl}/api/admin/leads${query}`, { headers: { Authorization: `Bearer ${token}` } });

    it("refuses a wrong or missing token", async () => {
      expect((await get("?format=json", "wrong-token-0000000000")).status).toBe(401);
      expect((await fetch(`${app.baseUrl}/api/admin/leads`)).status).toBe(401);
    });

    it("returns hostile names byte-exact in JSON", async () => {
      const { data } = await (await get("?format=json")).json();
      expect(data.map((row: { nome: string }) => row.nome)).toEqual(HOSTILE_NAMES);
    });

    it("writes a CSV whose formula-like cells are escaped and whose text reads back exactly", async () => {
      const response = await get("?format=csv");
      expect(response.headers.get("content-type")).toContain("text/csv");
      const rows = parseCsv(await response.text());
      const nome = rows[0]!.indexOf("nome");
      const cells = rows.slice(1).map((row) => row[nome]!);
      for (const cell of cells) expect(cell).not.toMatch(/(^|[,;\t\r\n])[\s"]*[=+\-@]/);
      // Only the apostrophe before a formula start (of the cell, or after a separator) differs.
      expect(cells.map((cell) => cell.replace(/(^|[,;\t\r\n])'(?=[\s"]*[=+\-@])/g, "$1"))).toEqual(HOSTILE_NAMES);
    });

    it("filters by since and rejects a bad date", async () => {
      const future = new Date(Date.now() + 60_000).toISOString();
      expect((await (await get(`?format=json&since=${future}`)).json()).data).toEqual([]);
      expect((await get("?format=json&since=yesterday")).status).toBe(400);
    });
  });
}

describe("admin token", () => {
  it("must be at least 32 characters", () => {
    expect(() => loadConfig({ ADMIN_TOKEN: "a".repeat(31) })).toThrow(
      "Invalid configuration: ADMIN_TOKEN must be at least 32 characters",
    );
    expect(loadConfig({ ADMIN_TOKEN: "a".repeat(32) }).ADMIN_TOKEN).toHaveLength(32);
  });

  it("after 10 failures from one IP in 15 minutes answers 429 even to the right token, and logs failures without the token", async () => {
    const fresh = await freshDatabaseUrl("sqlite");
    const app = await startTestApp({ DATABASE_URL: fresh.url, ADMIN_TOKEN: TOKEN });
    const logged = captureLog("warn");
    try {
      const attempt = (token: string) =>
        fetch(`${app.baseUrl}/api/admin/leads`, { headers: { Authorization: `Bearer ${token}` } });
      expect((await attempt(TOKEN)).status).toBe(200);
      for (let i = 0; i < 10; i += 1) expect((await attempt(`guess-${i}-secret-guess-value`)).status).toBe(401);
      expect((await attempt(TOKEN)).status).toBe(429);
      expect(logged.entries()).toHaveLength(10);
      expect(logged.entries()[0]).toMatchObject({
        method: "GET",
        route: "/api/admin/leads",
        msg: "[admin] token refused: wrong token",
      });
      expect(logged.text()).not.toContain("secret-guess");
      expect(logged.text()).not.toContain("127.0.0.1");
    } finally {
      logged.restore();
      await app.close();
      await fresh.drop();
    }
  });
  it("counts only refused tokens: the right token's own 400s never lock it out", async () => {
    const fresh = await freshDatabaseUrl("sqlite");
    const app = await startTestApp({ DATABASE_URL: fresh.url, ADMIN_TOKEN: TOKEN });
    const logged = captureLog("warn");
    try {
      const attempt = (token: string, query = "") =>
        fetch(`${app.baseUrl}/api/admin/leads${query}`, { headers: { Authorization: `Bearer ${token}` } });
      for (let i = 0; i < 5; i += 1) expect((await attempt(`guess-${i}-secret-guess-value`)).status).toBe(401);
      for (let i = 0; i < 6; i += 1) expect((await attempt(TOKEN, "?format=xml")).status).toBe(400);
      expect((await attempt(TOKEN)).status).toBe(200);
      for (let i = 5; i < 10; i += 1) expect((await attempt(`guess-${i}-secret-guess-value`)).status).toBe(401);
      expect((await attempt(TOKEN)).status).toBe(429);
    } finally {
      logged.restore();
      await app.close();
      await fresh.drop();
    }
  });
});

describe("admin export without ADMIN_TOKEN", () => {
  it("does not exist", async () => {
    const fresh = await freshDatabaseUrl("sqlite");
    const app = await startTestApp({ DATABASE_URL: fresh.url });
    try {
      expect(
        (await fetch(`${app.baseUrl}/api/admin/leads`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status,
      ).toBe(404);
    } finally {
      await app.close();
      await fresh.drop();
    }
  });
});
