/**
 * Issue 37 item 7: the first interaction with each kind of control, as a first-time visitor on a phone
 * sees it. Each pass is a fresh context (empty cache, nothing stored) on Chrome's phone profile: 4× CPU
 * throttling, 150 ms RTT and 1.6 Mbit/s; the visitor acts 1.5 s after the load event.
 *
 * The answer is read from what the visitor sees, not from how the control is built: a signature of the DOM
 * the control changes (the menu shown, the dialog open with its field focused, the cards listed, the theme
 * attribute), recorded at every animation frame. The time runs from the input event's timestamp to the
 * first frame that shows the state the page settles on.
 *
 * Part of `npm run bench`; alone, against a running site: `npx tsx scripts/bench/first-interaction.ts <base URL> [control names…]`.
 */
import { fileURLToPath } from "node:url";
import type { Browser, Locator, Page } from "@playwright/test";
import {
  interactionMarkdown,
  interactionPass,
  interactionVerdicts,
  summariseInteraction,
  type InteractionKind,
  type InteractionRecord,
  type InteractionSummary,
} from "./interaction-figures";
import { launchChromium, phonePage } from "./phone";

export const INTERACTION_RUNS = 5;
const ACT_AFTER_LOAD_MS = 1500;
/** How long the visitor looks at a control brought into view before using it. */
const LOOK_BEFORE_ACTING_MS = 500;
/** The answer has settled when its signature has not changed for this long. */
const SETTLED_AFTER_MS = 2000;
const SETTLE_TIMEOUT_MS = 20_000;
/** A visitor typing briskly on a phone. */
const KEY_DELAY_MS = 120;

interface Control {
  name: string;
  route: string;
  kind: InteractionKind;
  answeredByServer?: boolean;
  /** Gets the page ready without counting (fills a field, opens the dialog the measured keys go to). */
  prepare?: (page: Page) => Promise<void>;
  /**
   * The element the visitor uses. Out of view, it is scrolled into view and looked at before the time starts: a
   * visitor sees a control before tapping it, so the frames of that scroll are not the tap's.
   */
  target: (page: Page) => Locator;
  /** How the visitor uses it: a tap unless said otherwise. */
  act?: (target: Locator, page: Page) => Promise<void>;
}

/**
 * What each control's answer looks like in the DOM, keyed by control name. A string run as an init
 * script (the site's CSP allows no eval, and a serialised function would carry the bundler's helpers).
 */
const SIGNATURES = `{
  "phone menu": () => (document.getElementById("site-menu")?.checkVisibility() ? "open" : "closed"),
  "language menu": () => [...document.querySelectorAll('header a[hreflang="en"]')].some((a) => a.checkVisibility()) ? "open" : "closed",
  "theme toggle": () => document.documentElement.dataset.theme ?? "",
  "reviews see more": () => {
    const card = document.querySelector('[data-testid="review-card"]');
    return (card?.querySelector("button")?.getAttribute("aria-expanded") ?? "") + (card?.querySelector("blockquote")?.textContent ?? "");
  },
  "events filter": () => cards('[data-testid="event-card"]'),
  "showcase search": () => cards('[data-testid="case-card"]'),
  "header search open": () => {
    const dialog = document.activeElement?.closest('[data-testid="search-dialog"]');
    return dialog?.matches(":popover-open") && document.activeElement.matches("input") ? "open, focused" : "closed";
  },
  "header search results": () => cards('[data-testid="search-result"]'),
  "home prompt preview": () => document.querySelector('section[aria-labelledby="prompt-preview-title"]')?.textContent ?? "",
  "form first focus": () => (document.activeElement?.matches('footer input[type="email"]') ? "focused" : ""),
  "form submit": () => {
    const button = document.querySelector('footer form button[type="submit"], footer form button:not([type])');
    const toasts = [...document.querySelectorAll('[data-testid="toast"]')].map((toast) => toast.textContent).join("|");
    return [button?.disabled, button?.getAttribute("aria-busy"), button?.closest("form")?.getAttribute("aria-busy"), toasts].join(";");
  },
}`;

const RECORDER = `(() => {
  const cards = (selector) => [...document.querySelectorAll(selector)].filter((card) => card.checkVisibility()).map((card) => card.textContent).join("|");
  const signatures = ${SIGNATURES};
  const record = { inputs: [], frames: [], name: undefined };
  window.__benchInteraction = record;
  for (const type of ["pointerdown", "keydown"])
    addEventListener(type, (event) => record.name && record.inputs.push(event.timeStamp), { capture: true, passive: true });
  record.signature = () => signatures[record.name]();
  record.start = (name) => {
    record.name = name;
    record.frames = [{ t: performance.now(), state: record.signature() }];
    const tick = () => {
      const state = record.signature();
      if (state !== record.frames.at(-1).state) record.frames.push({ t: performance.now(), state });
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
})();`;

const typed = (text: string) => async (field: Locator) => {
  await field.tap();
  await field.pressSequentially(text, { delay: KEY_DELAY_MS });
};

const menuButton = (page: Page) => page.getByTestId("menu-button");
/** On a phone the header's search is in the menu. */
const menuSearch = (page: Page) => page.locator("#site-menu").getByRole("button", { name: "Buscar no site" });
const footerEmail = (page: Page) => page.getByRole("contentinfo").getByLabel("Seu e-mail");

async function openMenu(page: Page) {
  await menuButton(page).tap();
  await page.locator("#site-menu").waitFor({ state: "visible" });
}

export const CONTROLS: Control[] = [
  { name: "phone menu", route: "/", kind: "control", target: menuButton },
  {
    name: "language menu",
    route: "/",
    kind: "control",
    target: (page) => page.getByRole("banner").getByRole("button", { name: /Idioma/ }),
  },
  { name: "theme toggle", route: "/blog", kind: "control", target: (page) => page.getByTestId("theme-toggle") },
  {
    name: "reviews see more",
    route: "/events",
    kind: "control",
    target: (page) => page.getByTestId("review-card").first().getByRole("button"),
  },
  {
    name: "events filter",
    route: "/events",
    kind: "typed",
    target: (page) => page.locator("#events-search"),
    act: typed("workshop"),
  },
  {
    name: "showcase search",
    route: "/showcase",
    kind: "typed",
    target: (page) => page.getByRole("searchbox", { name: "Buscar nos casos" }),
    act: typed("portoes"),
  },
  { name: "header search open", route: "/blog", kind: "control", prepare: openMenu, target: menuSearch },
  {
    name: "header search results",
    route: "/blog",
    kind: "typed",
    // Typed as soon as the field has focus, before the dialog's program and its index have arrived.
    prepare: async (page) => {
      await openMenu(page);
      await menuSearch(page).tap();
    },
    target: (page) => page.locator("dialog:popover-open input:focus"),
    act: (_field, page) => page.keyboard.type("sensor", { delay: KEY_DELAY_MS }),
  },
  {
    name: "home prompt preview",
    route: "/",
    kind: "typed",
    target: (page) => page.getByTestId("home-prompt"),
    act: typed("Quando a temperatura passar de 30 graus, ligar o ventilador"),
  },
  { name: "form first focus", route: "/blog", kind: "control", target: footerEmail },
  {
    name: "form submit",
    route: "/blog",
    kind: "control",
    answeredByServer: true,
    // Typed as a visitor types (the focus starts hydration, as for any form), then sent.
    prepare: (page) => typed(`bench-${Date.now()}@example.com`)(footerEmail(page)),
    target: (page) => page.getByRole("contentinfo").getByRole("button", { name: "Inscrever" }),
  },
];

const inView = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight;
  });

/** Chrome's phone profile of issue 37: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
const NETWORK = { latencyMs: 150, downKbps: 1600, upKbps: 750 };

/** One pass: a fresh visit, the control used once, the answer recorded until it settles. */
async function onePass(browser: Browser, base: string, control: Control): Promise<InteractionRecord | undefined> {
  const page = await phonePage(browser, NETWORK, RECORDER);
  try {
    await page.goto(base + control.route, { waitUntil: "load", timeout: 60_000 });
    await page.waitForTimeout(ACT_AFTER_LOAD_MS);
    await control.prepare?.(page);
    const target = control.target(page);
    if (!(await inView(target))) {
      await target.scrollIntoViewIfNeeded();
      await page.waitForTimeout(LOOK_BEFORE_ACTING_MS);
    }
    const loadedAt = await page.evaluate((name) => {
      const record = (window as unknown as { __benchInteraction: { start: (name: string) => void } })
        .__benchInteraction;
      record.start(name);
      return performance.now();
    }, control.name);
    await (control.act ? control.act(target, page) : target.tap());
    const settled = await settle(page, control.kind);
    if (settled === undefined) return undefined;
    return await page.evaluate(
      ({ settled, loadedAt }) => {
        const record = (window as unknown as { __benchInteraction: InteractionRecord }).__benchInteraction;
        // The boot's idle prefetch (app/boot/prefetch.ts) may still be under way when the visitor acts: its
        // worker's requests are not in the page's timeline, and its worker's own file is not the control's. A
        // later request for a prefetched file (hydration's, from the cache) still counts.
        const requests = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => !/\/assets\/prefetch-worker-[\w-]+\.js$/.test(entry.name))
          // Lazy images the tap's scroll brought into view: nothing the answer waits for.
          .filter((entry) => entry.initiatorType !== "img")
          .map((entry) => entry.startTime)
          .filter((start) => start >= loadedAt);
        return { inputs: record.inputs, frames: record.frames, settled, requests };
      },
      { settled, loadedAt },
    );
  } catch (error) {
    // A page that navigated away (a form posted natively) lost its recording: the pass has no answer.
    console.warn(`first interaction ${control.name}: ${(error as Error).message.split("\n")[0]}`);
    return undefined;
  } finally {
    await page.context().close();
  }
}

/**
 * Waits until the answer's signature and the network have both been still for SETTLED_AFTER_MS (a control
 * that loads its script on demand answers only after it arrived), and a control has changed something.
 */
async function settle(page: Page, kind: InteractionKind): Promise<string | undefined> {
  for (const deadline = Date.now() + SETTLE_TIMEOUT_MS; Date.now() < deadline;) {
    await page.waitForTimeout(250);
    const { state, changed, stillMs } = await page.evaluate(() => {
      const record = (
        window as unknown as {
          __benchInteraction: { signature: () => string; frames: Array<{ t: number; state: string }> };
        }
      ).__benchInteraction;
      const lastRequest = Math.max(
        0,
        ...(performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((entry) => entry.responseEnd),
      );
      const state = record.signature();
      return {
        state,
        changed: state !== record.frames[0]!.state,
        stillMs: performance.now() - Math.max(lastRequest, record.frames.at(-1)!.t),
      };
    });
    if (stillMs >= SETTLED_AFTER_MS && (changed || kind === "typed")) return state;
  }
  return undefined;
}

export async function firstInteractions(
  base: string,
  runs = INTERACTION_RUNS,
  only: readonly string[] = [],
): Promise<InteractionSummary[]> {
  const browser = await launchChromium();
  const summaries: InteractionSummary[] = [];
  try {
    for (const control of CONTROLS.filter((c) => !only.length || only.includes(c.name))) {
      const passes = [];
      for (let run = 0; run < runs; run++) {
        const record = await onePass(browser, base, control);
        passes.push(record && interactionPass(record, control.kind, control));
      }
      const summary = summariseInteraction({ ...control, answeredByServer: control.answeredByServer ?? false }, passes);
      console.log(
        `first interaction ${control.name}: ${summary.medianMs} ms (${summary.passesMs.join(", ")}), ${summary.requests} requests`,
      );
      summaries.push(summary);
    }
  } finally {
    await browser.close();
  }
  return summaries;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base = "http://127.0.0.1:3400", ...only] = process.argv.slice(2);
  const runs = Number(process.env.INTERACTION_RUNS ?? INTERACTION_RUNS);
  const summaries = await firstInteractions(base, runs, only);
  console.log(interactionMarkdown(summaries, runs).join("\n"));
  for (const verdict of interactionVerdicts(summaries))
    console.log(`${verdict.pass ? "PASS" : "FAIL"} ${verdict.name}: ${verdict.value}`);
}
