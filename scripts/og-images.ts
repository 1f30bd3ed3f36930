/**
 * Renders Open Graph pictures with the system Chromium (social networks do not read SVG):
 *   npx tsx scripts/og-images.ts            → every SVG in public/og/ beside it: the 1200×630 section cards as
 *                                             JPEG (their gradients take ~6× less than in PNG), anything else
 *                                             (the 512×512 logo, which needs transparency) as PNG
 *   npx tsx scripts/og-images.ts docs blog  → only those
 *   npx tsx scripts/og-images.ts --pages    → one card per article, case, event landing and docs article in each
 *                                             language (app/lib/og-card.ts) into public/og/pages/, listed in its
 *                                             index.json; `npm run build` runs it first, and redraws only what changed
 * Pages point at the rendered files (app/lib/og-images.ts); a page without its own picture shows its section's.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser, type Page } from "@playwright/test";
import { ogCardSvg } from "../app/lib/og-card";
import { OG_IMAGE, OG_PAGES_DIR, OG_PAGES_INDEX, OG_SECTION_NAV_KEY, ogPageImagePath } from "../app/lib/og-images";
import { CONTENT_LANGUAGES, loadContent, type Content, type ContentLanguage } from "../content-pipeline";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./support/chromium";

const PUBLIC = path.resolve(import.meta.dirname, "../public");
const DIR = path.join(PUBLIC, "og");
const args = process.argv.slice(2);

/** The declared width and height of the root <svg>. */
function sizeOf(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const width = Number(/\bwidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\bheight="(\d+)"/.exec(root)?.[1]);
  if (!width || !height) throw new Error("the root <svg> needs numeric width and height");
  return { width, height };
}

/** A tab for SVGs of one size, in which nothing but the SVG itself may load: the images must not depend on the network. */
async function tab(browser: Browser, size: { width: number; height: number }) {
  const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
  await page.route(/^(?!file:|about:)/, (route) => route.abort());
  return page;
}

/** What the tab shows, to `target`: JPEG for a 1200×630 card, PNG with transparency otherwise. */
async function capture(page: Page, size: { width: number; height: number }, target: string) {
  const card = size.width === OG_IMAGE.width && size.height === OG_IMAGE.height;
  const clip = { x: 0, y: 0, ...size };
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await page.screenshot(
    card ? { path: target, clip, type: "jpeg", quality: 86 } : { path: target, clip, omitBackground: true },
  );
}

/** Every page that gets a card of its own: its address, title and section, in one language. */
function pageCards(content: Content, lang: ContentLanguage) {
  const common = JSON.parse(fs.readFileSync(path.resolve(`app/locales/${lang}/common.json`), "utf8")) as {
    brand: string;
    nav: Record<string, string>;
  };
  const section = (name: keyof typeof OG_SECTION_NAV_KEY) => common.nav[OG_SECTION_NAV_KEY[name].slice("nav.".length)]!;
  const docsArticles = new Map(content.docs[lang].map((entry) => [entry.article, entry.articleTitle]));
  return [
    ...content.blog[lang].map((entry) => ({
      path: `/article/${entry.slug}`,
      title: entry.title,
      section: section("blog"),
    })),
    ...content.showcase[lang].map((entry) => ({
      path: `/showcase/${entry.slug}`,
      title: entry.title,
      section: section("showcase"),
    })),
    ...content.eventLandings[lang].map((entry) => ({
      path: `/${entry.slug}`,
      title: entry.title,
      section: section("events"),
    })),
    ...[...docsArticles].map(([article, title]) => ({ path: `/docs/${article}`, title, section: section("docs") })),
  ].map((card) => ({ ...card, brand: common.brand }));
}

/** Draws the cards whose SVG changed since the last run (the index keeps each one's hash), in one tab. */
async function renderPages(launch: () => Promise<Browser>) {
  const indexFile = path.join(PUBLIC, OG_PAGES_INDEX);
  const before = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : "{}";
  const previous = JSON.parse(before) as Record<string, string>;
  const content = loadContent();
  const index: Record<string, string> = {};
  let page: Page | undefined;
  let drawn = 0;
  for (const lang of CONTENT_LANGUAGES) {
    for (const card of pageCards(content, lang)) {
      const markup = ogCardSvg(card);
      const image = ogPageImagePath(card.path, lang);
      const target = path.join(PUBLIC, image);
      const hash = createHash("sha256").update(markup).digest("hex").slice(0, 16);
      index[image] = hash;
      if (previous[image] === hash && fs.existsSync(target)) continue;
      page ??= await tab(await launch(), OG_IMAGE);
      await page.setContent(`<body style="margin:0">${markup}</body>`);
      await capture(page, OG_IMAGE, target);
      drawn += 1;
    }
  }
  const after = `${JSON.stringify(index, null, 2)}\n`;
  if (after !== before) fs.writeFileSync(indexFile, after);
  console.log(`public/${OG_PAGES_DIR}: ${Object.keys(index).length} page pictures, ${drawn} drawn now`);
}

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.warn(`og-images: no Chromium at ${CHROMIUM_PATH} (CHROMIUM_PATH): pages keep their section's picture`);
  process.exit(0);
}
let browser: Browser | undefined;
const launch = async () =>
  (browser ??= await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, "--font-render-hinting=none"],
  }));
try {
  if (args.includes("--pages")) await renderPages(launch);
  else {
    const sources = fs
      .readdirSync(DIR)
      .filter((file) => file.endsWith(".svg"))
      .filter((file) => args.length === 0 || args.includes(path.basename(file, ".svg")));
    for (const file of sources) {
      const source = path.join(DIR, file);
      const size = sizeOf(fs.readFileSync(source, "utf8"));
      const card = size.width === OG_IMAGE.width && size.height === OG_IMAGE.height;
      const target = path.join(DIR, file.replace(/\.svg$/, card ? ".jpg" : ".png"));
      const page = await tab(await launch(), size);
      await page.goto(pathToFileURL(source).href);
      await capture(page, size, target);
      await page.close();
      console.log(
        `${path.relative(process.cwd(), target)}  ${size.width}×${size.height}  ${Math.round(fs.statSync(target).size / 1024)} KB`,
      );
    }
  }
} finally {
  await browser?.close();
}
