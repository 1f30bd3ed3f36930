/**
 * The content editor end to end, as `npm run cms` runs it: the guarded local backend (scripts/cms-backend.ts) and
 * the dev server, on a temporary copy of content/, tried as a marketer would (issue 70): an article added with
 * "+ Article", its number filled in, its author picked by name and its address made from its title, published in
 * Portuguese with a JPG cover, writes one file (the build serves the cover as WebP), the translation status lists
 * English and Spanish as missing; its English version starts from the Portuguese one, body included, and writes
 * the English file alone; a new Portuguese subtitle rewrites no translation and marks English outdated. An article
 * published in Portuguese only shows in English and Spanish with a notice, outside hreflang and the sitemap. An
 * event whose start is moved past its end is refused before saving, with the reason.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { E2E_PORT } from "../../playwright.config";
import { loadContent } from "../../content-pipeline";
import { parseEntryFile } from "../../content-pipeline/browser";
// Not ./fixtures: its console check would judge Decap's own logging and the dev server's reloads, not our pages.
import { expect, test } from "@playwright/test";

const CMS_PORT = E2E_PORT + 27;
const SITE_PORT = E2E_PORT + 28;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
// Made by the editor from the Portuguese title (left empty in the form).
const SLUG = "primeiro-artigo-escrito-no-editor";
const TEXT = {
  pt: {
    title: "Primeiro artigo escrito no editor",
    subtitle: "Publicado sem abrir um editor de código.",
    body: "Um sensor de umidade na estufa avisa quando regar.",
  },
  en: {
    title: "First article written in the editor",
    subtitle: "Published without opening a code editor.",
    body: "A humidity sensor in the greenhouse says when to water.",
  },
} as const;
const PT_FIRST = "editor-pt-first";
const PT_FIRST_FILE = `---
id: 901
slug: ${PT_FIRST}
title: "Artigo publicado primeiro em português"
subtitle: "A tradução vem depois."
user: "@lucas.fontana"
published: 2026-11-27
link: ""
img: /images/blog/members-roles-projects.svg
column: left
group: ""
tags: []
---

Texto em português.
`;

let repo: string;
let servers: ChildProcess | undefined;

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.describe("content editor", () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    // Two servers from cold (the dev server pre-bundles its dependencies) on a busy 2-core host.
    test.setTimeout(240_000);
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "niot-editor-"));
    fs.cpSync("content", path.join(repo, "content"), { recursive: true });
    fs.mkdirSync(path.join(repo, "public/images"), { recursive: true });
    // A photo as a marketer has it: a JPG, which the site serves as WebP (issue 70).
    await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#0e7490" } })
      .jpeg()
      .toFile(path.join(repo, "cover.jpg"));
    fs.writeFileSync(path.join(repo, "content/blog/pt", `${PT_FIRST}.md`), PT_FIRST_FILE);
    servers = spawn(process.execPath, ["scripts/cms.mjs"], {
      stdio: "ignore",
      detached: true,
      env: {
        ...process.env,
        CMS_PORT: String(CMS_PORT),
        PORT: String(SITE_PORT),
        GIT_REPO_DIRECTORY: repo,
        SITE_URL: SITE,
        CONTENT_DIR: path.join(repo, "content"),
        DATABASE_URL: `sqlite:${path.join(repo, "site.db")}`,
        RATE_LIMIT_PER_MINUTE: "10000",
      },
    });
    await waitFor(`${SITE}/robots.txt`, 180_000);
  });

  test.afterAll(() => {
    if (servers?.pid) process.kill(-servers.pid, "SIGTERM");
    fs.rmSync(repo, { recursive: true, force: true });
  });

  test("publishes a Portuguese article with a JPG cover, then its English version started from it", async ({
    page,
  }) => {
    const fileOf = (lang: "pt" | "en" | "es") => path.join(repo, "content/blog", lang, `${SLUG}.md`);
    const front = (lang: "pt" | "en" | "es") => parseEntryFile(fs.readFileSync(fileOf(lang), "utf8"))!;
    const statusRow = async () => {
      await page.goto(`${SITE}/admin/status?lang=en`);
      return page.getByRole("row").filter({ hasText: SLUG }).getByRole("cell");
    };
    const publish = async () => {
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
    };
    // Decap names its inputs <field>-field-<n>: pane 0 is Portuguese, pane 1 the language picked beside it.
    const field = (name: string, pane: number) => page.locator(`[id^="${name}-field-"]`).nth(pane);
    const body = (pane: number) => page.locator('[data-slate-editor="true"]').nth(pane);
    const openEntry = async () => {
      await page.goto(`${SITE}/admin/?lang=en#/collections/blog/entries/${SLUG}`);
      // Decap may ask to sign in again after another page of the site.
      const login = page.getByRole("button", { name: "Login" });
      // Decap's bundle loads again after the status page: slow on a busy host.
      await expect(login.or(field("title", 0))).toBeVisible({ timeout: 20_000 });
      if (await login.isVisible()) await login.click();
    };

    await page.goto(`${SITE}/admin/?lang=en#/collections/blog`);
    await page.getByRole("button", { name: "Login" }).click();
    // Decap's "＋ Blog" had a glyph the font lacks: the button says "+ Article", an ASCII plus and one entry's name.
    const add = page.getByRole("link", { name: "Create entry of type Article" });
    await expect(add).toHaveText("+ Article");
    await add.click();
    // The next free number is filled in (the article written before the servers started is 901).
    await expect(field("id", 0)).toHaveValue("902");
    // The author is picked by name from the team's writers.
    await field("user", 0).click();
    await page.getByRole("option", { name: "Renata Okada", exact: true }).click();
    await field("published", 0).fill("2026-11-27");
    await field("column", 0).click();
    await page.getByRole("option", { name: "left", exact: true }).click();
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page.locator('input[type="file"]').setInputFiles(path.join(repo, "cover.jpg"));
    await page.getByRole("button", { name: "Choose selected" }).click();
    await field("title", 0).fill(TEXT.pt.title);
    await field("subtitle", 0).fill(TEXT.pt.subtitle);
    await body(0).click();
    await page.keyboard.type(TEXT.pt.body);
    await publish();
    await expect.poll(() => fs.existsSync(fileOf("pt"))).toBe(true);
    // Published in Portuguese alone: no English or Spanish file holding only the copied fields.
    expect(fs.existsSync(fileOf("en")) || fs.existsSync(fileOf("es"))).toBe(false);
    expect(front("pt")).toMatchObject({
      id: 902,
      slug: SLUG,
      user: "@renata.okada",
      title: TEXT.pt.title,
      img: "/images/blog/cover.jpg",
    });
    expect(front("pt").body).toContain(TEXT.pt.body);
    expect(fs.readFileSync(path.join(repo, "public/images/blog/cover.jpg"))).toEqual(
      fs.readFileSync(path.join(repo, "cover.jpg")),
    );
    await expect(await statusRow()).toHaveText(["blog", SLUG, "Missing", "Missing"]);

    // The English version starts from the Portuguese one, body included, and is then translated.
    const portuguese = fs.readFileSync(fileOf("pt"), "utf8");
    await openEntry();
    await page.getByRole("button", { name: /Writing in (EN|ES)/ }).click();
    await page.getByRole("menuitem", { name: /^en$/i }).click();
    page.once("dialog", (dialog) => void dialog.accept());
    // Each pane has its own; the second is the English one's.
    await page.getByRole("button", { name: "Fill in from another locale" }).nth(1).click();
    await page.getByRole("menuitem", { name: /^pt$/i }).click();
    await expect(body(1)).toContainText(TEXT.pt.body);
    await expect(field("title", 1)).toHaveValue(TEXT.pt.title);
    await field("title", 1).fill(TEXT.en.title);
    await field("subtitle", 1).fill(TEXT.en.subtitle);
    await body(1).click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(TEXT.en.body);
    await publish();
    await expect.poll(() => fs.existsSync(fileOf("en"))).toBe(true);
    expect(front("en")).toMatchObject({ id: 902, title: TEXT.en.title, img: "/images/blog/cover.jpg" });
    expect(front("en").body).toContain(TEXT.en.body);
    expect(front("en").translatedFrom).toMatch(/^[0-9a-f]{12}$/);
    expect(fs.readFileSync(fileOf("pt"), "utf8")).toBe(portuguese);
    expect(fs.existsSync(fileOf("es"))).toBe(false);
    await expect(await statusRow()).toHaveText(["blog", SLUG, "Translated", "Missing"]);

    // A new Portuguese subtitle: the English file is not rewritten, and the status calls it outdated.
    const english = fs.readFileSync(fileOf("en"), "utf8");
    await openEntry();
    await field("subtitle", 0).fill("A tradução vem logo depois.");
    await publish();
    await expect.poll(() => front("pt").subtitle).toBe("A tradução vem logo depois.");
    expect(fs.readFileSync(fileOf("en"), "utf8")).toBe(english);
    await expect(await statusRow()).toHaveText(["blog", SLUG, "Outdated", "Missing"]);

    const content = loadContent(path.join(repo, "content"));
    expect(content.blog.pt.find((entry) => entry.slug === SLUG)?.img).toBe("/images/blog/cover.webp");
    expect(content.pages).toContainEqual({ path: `/article/${SLUG}`, languages: ["pt", "en"] });
    await page.goto(`${SITE}/blog?lang=en`);
    await expect(page.getByRole("link", { name: TEXT.en.title }).first()).toBeVisible();
  });

  test("shows an article published in Portuguese first with a notice, outside hreflang and the sitemap", async ({
    page,
    request,
  }) => {
    for (const [lang, notice] of [
      ["en", "This article has not been translated yet"],
      ["es", "Este artículo todavía no está traducido"],
    ] as const) {
      await page.goto(`${SITE}/article/${PT_FIRST}?lang=${lang}`);
      await expect(page.getByRole("note")).toContainText(notice);
      await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "pt-BR");
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
      expect(alternates).toEqual(["pt-BR", "x-default"]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/article\/editor-pt-first$/);
    }
    const sitemap = await (await request.get(`${SITE}/sitemap.xml`)).text();
    const entry = sitemap.slice(sitemap.indexOf(`/article/${PT_FIRST}</loc>`)).split("</url>")[0]!;
    expect(entry.match(/hreflang="[^"]+"/g)).toEqual(['hreflang="pt-BR"', 'hreflang="x-default"']);

    await page.goto(`${SITE}/admin/status?lang=en`);
    const row = page.getByRole("row").filter({ hasText: PT_FIRST });
    await expect(row.getByRole("cell")).toHaveText(["blog", PT_FIRST, "Missing", "Missing"]);
  });

  test("refuses to save an event whose start moved past its end, saying why in the editor's language", async ({
    page,
  }) => {
    const file = path.join(repo, "content/events/pt/curso-backend-2025.md");
    const before = fs.readFileSync(file, "utf8");
    await page.goto(`${SITE}/admin/?lang=en#/collections/events/entries/curso-backend-2025`);
    await page.getByRole("button", { name: "Login" }).click();
    const start = page.locator('[id^="date-field-"]').first();
    await start.click();
    await start.fill("2025-07-30T09:00");
    await start.press("Tab");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("End date (PT): The event must end after it starts.")).toBeVisible();
    expect(fs.readFileSync(file, "utf8")).toBe(before);
  });
});
