// One vocabulary of actions (issue 68): on every page of the sitemap, in each language, the links and buttons that
// lead to registration or to the demo carry one of two labels, besides the spec's header buttons (Explore, Sign in).
// A form's own submit button names what it sends and a link inside a sentence (an article's prose) names what the
// sentence says, so neither is counted; nor are the steps inside registration itself.
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltSite } from "../setup/built-pages";
import type { TestApp } from "../setup/test-app";

const LANGUAGES = ["pt", "en", "es"] as const;
const APP_URL = "https://app.niot.example";

let site: TestApp;
let paths: string[];

beforeAll(async () => {
  site = await startBuiltSite({ APP_URL });
  const sitemap = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
  paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}, 600_000);

afterAll(() => site?.close());

/** A page's HTML; once more if the server closed a kept-alive connection under the request (ECONNRESET). */
async function get(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

type Goal = "register" | "demo";

/** Where a link leads, if it is registration or the demo; `null` for anything else. */
function goalOf(href: string, base: string): Goal | null {
  const url = new URL(href, base);
  if (url.origin === new URL(APP_URL).origin && url.pathname === "/register") return "register";
  if (url.origin !== new URL(base).origin) return null;
  if (url.pathname === "/register") return "register";
  if (url.pathname === "/demo-form" || url.hash === "#demo") return "demo";
  return null;
}

/** The visible label of a control: its text without what is only for screen readers. */
function labelOf(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll(".visually-hidden, [aria-hidden='true']")) hidden.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** label → the goal and the pages where it was seen. */
async function actionLabels(lang: string, headerLabels: Set<string>) {
  const labels = new Map<string, { goals: Set<Goal>; pages: Set<string> }>();
  for (const path of paths) {
    if (path === "/register" || path.startsWith("/explore") || path === "/demo-form") continue;
    const base = `${site.baseUrl}${path}`;
    const response = await get(`${base}?lang=${lang}`);
    expect(response.status, path).toBe(200);
    const { document } = new JSDOM(await response.text()).window;
    for (const link of document.querySelectorAll("a[href]")) {
      const goal = goalOf(link.getAttribute("href")!, base);
      const label = labelOf(link);
      if (!goal || !label || headerLabels.has(label) || link.closest("p")) continue;
      const entry = labels.get(label) ?? { goals: new Set<Goal>(), pages: new Set<string>() };
      entry.goals.add(goal);
      entry.pages.add(path);
      labels.set(label, entry);
    }
  }
  return labels;
}

describe("one vocabulary of actions", () => {
  for (const lang of LANGUAGES) {
    it(`leads to registration and to the demo under two labels on every page, in ${lang}`, async () => {
      const home = new JSDOM(await (await get(`${site.baseUrl}/?lang=${lang}`)).text()).window.document;
      const header = home.querySelector("header")!;
      const headerLabels = new Set(
        [...header.querySelectorAll("[data-header-action]")].map((element) => labelOf(element)).filter(Boolean),
      );
      expect(headerLabels.size, "the header's Explore and Sign in").toBeGreaterThanOrEqual(2);

      const labels = await actionLabels(lang, headerLabels);
      const report = [...labels].map(
        ([label, { goals, pages }]) => `${label} → ${[...goals].join("+")} (${[...pages].slice(0, 3).join(", ")})`,
      );
      expect(report.length, report.join("\n")).toBe(2);
      for (const { goals } of labels.values()) expect(goals.size, report.join("\n")).toBe(1);
    }, 180_000);
  }
});
