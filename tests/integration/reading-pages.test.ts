// What docs and articles show readers (issue 43), on the built site's own pages in the three languages: the date of
// the last change, heading links, the words a search result was found by, "Edit this page" only with
// SHOW_EDIT_LINKS, and /llms.txt with /llms-full.txt.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ARTICLE = "/article/presence-rule-30-minutes";
const DOCS = "/docs/create-account";
const UPDATED = { pt: "Atualizado em", en: "Updated on", es: "Actualizado el" };
const HEADING_LINK = { pt: "Link para a seção", en: "Link to the section", es: "Enlace a la sección" };

let build: ServerBuild;
const apps: Array<{ app: TestApp; drop: () => Promise<void> }> = [];

async function start(env: Record<string, string> = {}) {
  const fresh = await freshDatabaseUrl("sqlite");
  const app = await startTestApp(
    { DATABASE_URL: fresh.url, ...env },
    { pages: (getLoadContext) => createRequestHandler({ build, mode: "production", getLoadContext }) },
  );
  apps.push({ app, drop: fresh.drop });
  return app;
}

let site: TestApp;
let editors: TestApp;
const page = async (app: TestApp, address: string) => (await fetch(app.baseUrl + address)).text();

beforeAll(async () => {
  execSync("node scripts/ensure-build.mjs", { cwd: ROOT, stdio: "ignore" });
  build = (await import(pathToFileURL(path.join(ROOT, "build/server/index.js")).href)) as ServerBuild;
  site = await start();
  editors = await start({ SHOW_EDIT_LINKS: "1" });
}, 600_000);

afterAll(async () => {
  for (const { app, drop } of apps) {
    await app.close();
    await drop();
  }
});

describe("docs and articles for their readers", () => {
  for (const lang of ["pt", "en", "es"] as const) {
    it(`show the date of the last change and a link on every heading, in ${lang}`, async () => {
      const docs = await page(site, `${DOCS}?lang=${lang}`);
      const dates = docs.match(/<time dateTime="\d{4}-\d{2}-\d{2}">/g) ?? [];
      expect(dates.length).toBe(1); // the page's own, once (issue 68): no section repeats it
      expect(docs).toContain(`>${UPDATED[lang]} `);
      expect(docs).toContain(`href="#auth" data-heading-link`);
      const article = await page(site, `${ARTICLE}?lang=${lang}`);
      expect(article).toMatch(new RegExp(`<time dateTime="\\d{4}-\\d{2}-\\d{2}">${UPDATED[lang]} `));
      // The prose ends where the article's closing band (its next step, issue 68) begins.
      const body = article.slice(0, article.indexOf('aria-labelledby="article-next-step"'));
      const headings = [...body.matchAll(/<h[23] id="([a-z0-9-]+)">/g)].map(([, id]) => id);
      const links = [...body.matchAll(/class="heading-link" href="#([a-z0-9-]+)" data-heading-link/g)].map(
        ([, id]) => id,
      );
      expect(headings.length).toBeGreaterThan(2);
      expect(links).toEqual(headings);
      expect(article).toContain(`<span class="visually-hidden">${HEADING_LINK[lang]} “`);
      const showcase = await page(site, `/showcase/gym?lang=${lang}`);
      expect(showcase).toMatch(new RegExp(`<time dateTime="\\d{4}-\\d{2}-\\d{2}">${UPDATED[lang]} `));
    });
  }

  it("marks the words a search result was found by, the first with its anchor, and offers to clear them", async () => {
    const article = await page(site, `${ARTICLE}?lang=en&found=sensor`);
    expect(article).toContain('<mark id="found">sensor</mark>');
    expect((article.match(/<mark>sensor<\/mark>/gi) ?? []).length).toBeGreaterThan(2);
    expect(article).toContain(`href="${ARTICLE}?lang=en"`);
    expect(article).toContain("Clear highlights");
    expect(await page(site, `${ARTICLE}?lang=en`)).not.toContain("<mark");
    const docs = await page(site, `${DOCS}?lang=es&found=mac`);
    expect(docs.match(/<mark id="found">/g)).toHaveLength(1);
    expect(docs).toContain("Quitar resaltado");
  });

  it("shows 'Edit this page' only when SHOW_EDIT_LINKS is set, pointing at the entry in the editor", async () => {
    for (const address of [DOCS, ARTICLE, "/showcase/gym"]) {
      expect(await page(site, address)).not.toContain("/admin/");
    }
    const docs = await page(editors, `${DOCS}?lang=en`);
    const editLink = (collection: string, slug: string, text: string) =>
      new RegExp(`href="/admin/#/collections/${collection}/entries/${slug}"[^>]*>${text}</a>`);
    expect(docs).toMatch(editLink("docs", "auth", "Edit this section"));
    expect(docs.match(/href="\/admin\//g)).toHaveLength(9);
    expect(await page(editors, ARTICLE)).toMatch(editLink("blog", "presence-rule-30-minutes", "Editar esta página"));
    expect(await page(editors, "/showcase/gym?lang=es")).toMatch(editLink("showcase", "gym", "Editar esta página"));
  });

  it("gives articles, cases, event landings and docs an Open Graph picture of their own, drawn at build", async () => {
    for (const [address, image] of [
      [`${ARTICLE}?lang=en`, "/og/pages/en/article/presence-rule-30-minutes.jpg"],
      ["/showcase/gym?lang=es", "/og/pages/es/showcase/gym.jpg"],
      [DOCS, "/og/pages/pt/docs/create-account.jpg"],
      ["/curso-esp32", "/og/pages/pt/curso-esp32.jpg"],
    ]) {
      expect(await page(site, address!)).toContain(
        `<meta property="og:image" content="http://localhost:3000${image}"/>`,
      );
      const jpeg = fs.readFileSync(path.join(ROOT, "build/client", image!));
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
    expect(await page(site, "/about")).toContain(
      '<meta property="og:image" content="http://localhost:3000/og/about.jpg"/>',
    );
  });

  for (const lang of ["pt", "en", "es"] as const) {
    it(`serves /llms.txt and /llms-full.txt in ${lang}: every docs section and article, as Markdown`, async () => {
      const query = lang === "pt" ? "" : `?lang=${lang}`;
      const list = await fetch(`${site.baseUrl}/llms.txt${query}`);
      expect(list.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      const text = await list.text();
      expect(text).toMatch(/^# NIoT\n\n> .{40,}\n\n/);
      const sections = text.match(
        new RegExp(`\\]\\(http://localhost:3000/docs/create-account${query.replace("?", "\\?")}#[a-z-]+\\): `, "g"),
      );
      expect(sections).toHaveLength(9);
      const articles = text.match(/\]\(http:\/\/localhost:3000\/article\/[a-z0-9-]+/g) ?? [];
      expect(articles.length).toBeGreaterThan(20);
      expect(text).toContain("## Optional");
      const full = await (await fetch(`${site.baseUrl}/llms-full.txt${query}`)).text();
      expect(full.match(/^(Endereço|Address|Dirección): http/gm)?.length).toBe(9 + articles.length);
      expect(full.length).toBeGreaterThan(text.length * 5);
      expect(full).not.toMatch(/<(p|li|strong|a) /);
    });
  }
});
