import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLead } from "../../server/db/leads";
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

  it("escapes stored control characters when it prints to a terminal, and writes the CSV as stored into a pipe", async () => {
    // A lead stored before the forms refused them.
    const name = "\u001b[2JAna\r\nforjada,x@evil.example\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007\u202e";
    await app.database.write((db) =>
      insertLead(
        db,
        {
          form_id: "bookDemo",
          email: "tty@example.com",
          email_normalized: "tty@example.com",
          nome: name,
          sobrenome: null,
          cargo: null,
          empresa: null,
          telefone: null,
          pais: null,
          interesse: null,
          mensagem: null,
          assunto: null,
          consentimento: null,
          payload: "{}",
          source_page: null,
          language: "pt",
          ip_hash: null,
          user_agent: null,
          created_at: new Date().toISOString(),
        },
        [],
      ),
    );
    const piped = await runScript("scripts/leads-export.ts", [], { DATABASE_URL: fresh.url });
    expect(parseCsv(piped).some((row) => row.includes(name))).toBe(true);

    // `script` gives the command a terminal of its own, as an operator's shell does.
    const { stdout } = await promisify(execFile)(
      "script",
      ["-qec", `${JSON.stringify(process.execPath)} --import tsx scripts/leads-export.ts`, "/dev/null"],
      { env: { ...process.env, DATABASE_URL: fresh.url }, encoding: "utf8" },
    );
    const printed = stdout.replace(/\r+\n/g, "\n"); // the CSV's line ends, and the terminal's own \r
    expect(printed).not.toMatch(/[\p{Cc}\p{Bidi_Control}](?<!\n)/u);
    expect(printed).toContain("\\x1b[2JAna\\r\\nforjada,x@evil.example\\x1b]8;;https://evil.example\\x07link");
    expect(printed).toContain("\\u202e");
    expect(printed).toContain("tty@example.com");
  }, 120_000);
});
