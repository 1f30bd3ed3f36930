import type { Page } from "@playwright/test";
import { acceptCookies, expect, hydrated, pagesToScan, test } from "./fixtures";

/**
 * Every control of every page kind answers its use within 1 s, before hydration and after (issue 69). The list of
 * controls is read from each page: every visible, enabled select, button, input, summary and popover trigger. Used
 * once, each must show an effect a visitor sees: a change in the page (a toast, a reordered list, a message, a
 * busy button, a field filled), an open dialog or popover, a new address, a scroll, a new tab, or a navigation. A
 * form posted natively to another page's action is not an answer: the visitor loses the page they were reading. "Before
 * hydration" is the page with its boot run and React's modules held back; "after", once they are let through and the
 * page has hydrated. Controls of the header and footer, the same on every page,
 * are used on the first page only, and a control repeated on a page (the same label: a card's, a section's) once.
 * Pages in Portuguese, 1440 × 900.
 */

const ANSWER_WITHIN_MS = 1000;
/** How long Playwright may take to reach a control (scroll, stability) on a loaded host: not the control's time. */
const REACH_WITHIN_MS = 5000;
/** The boot's own files are served; React's modules wait until the test lets them through. */
const BOOT_FILE = /\/assets\/(deferred-boot|prefetch-worker|toast-forms)-[^/]+\.js$/;
/** A second form of an address: a kind is its path without the last segment for a dynamic page (article, case, doc). */
const kindOf = (path: string) => (/^\/(article|showcase|docs)\/./.test(path) ? path.replace(/[^/]+$/, "*") : path);

interface Control {
  /** A CSS path that finds the control again after a reload. */
  selector: string;
  /** What the control is, for the failure message: tag, type and accessible text. */
  label: string;
  /** How it is used. */
  use: "choose" | "pick" | "click" | "type" | "check";
  /** In the header or footer: the same on every page. */
  shell: boolean;
  /** A button of a form posted to another page's action (the footer's newsletter on any page but /newsletter). */
  postsElsewhere: boolean;
}

/** The page's usable controls, in document order. */
function readControls(page: Page): Promise<Control[]> {
  return page.evaluate(() => {
    const pathOf = (element: Element): string => {
      if (element.id && document.querySelectorAll(`#${CSS.escape(element.id)}`).length === 1)
        return `#${CSS.escape(element.id)}`;
      const parent = element.parentElement;
      if (!parent) return element.localName;
      const index = [...parent.children].filter((child) => child.localName === element.localName).indexOf(element);
      return `${pathOf(parent)} > ${element.localName}:nth-of-type(${index + 1})`;
    };
    const visible = (element: HTMLElement) =>
      element.checkVisibility({ checkVisibilityCSS: true }) &&
      !element.closest(".visually-hidden, [inert], [aria-hidden=true]") &&
      element.getBoundingClientRect().width > 1;
    return [
      ...document.querySelectorAll<HTMLElement>(
        "select, button, input:not([type=hidden]), summary, [popovertarget], [commandfor]",
      ),
    ]
      .filter((element) => visible(element) && !(element as HTMLButtonElement).disabled)
      .filter((element) => !(element as HTMLInputElement).readOnly)
      .map((element) => {
        const type = element.getAttribute("type") ?? "";
        // A select of a posted form is a field, whose answer is the value it shows; any other changes the page.
        const field = Boolean((element as HTMLSelectElement).form?.method === "post");
        const use =
          element.localName === "select"
            ? field
              ? "pick"
              : "choose"
            : element.localName === "input" && ["checkbox", "radio"].includes(type)
              ? "check"
              : element.localName === "input" && !["submit", "button", "image", "reset"].includes(type)
                ? "type"
                : "click";
        const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ");
        return {
          selector: pathOf(element),
          label: `${element.localName}${type ? `[type=${type}]` : ""} "${text.slice(0, 40) || element.getAttribute("name") || ""}"`,
          use,
          shell: Boolean(element.closest("header, footer, [role=contentinfo], [role=banner]")),
          postsElsewhere: (() => {
            const form = (element as HTMLButtonElement).form;
            return Boolean(form && form.method === "post" && new URL(form.action).pathname !== location.pathname);
          })(),
        } as const;
      });
  });
}

/** Watches the page for anything a visitor would see change: mutations, open popovers, the address, the scroll. */
async function watchEffects(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { __changes: string[] };
    state.__changes = [];
    new MutationObserver((records) => {
      for (const record of records) {
        // The home prompt's typing placeholder changes by itself; it answers no control.
        if (record.type === "attributes" && record.attributeName === "placeholder") continue;
        state.__changes.push(`${record.type} ${(record.target as Element).localName ?? "#text"}`);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** Waits (at most 1 s) until nothing has changed for 100 ms: what the last control started has ended. */
async function settle(page: Page) {
  for (let round = 0; round < 10; round++) {
    await page.evaluate(() => ((window as unknown as { __changes: string[] }).__changes = []));
    await page.waitForTimeout(100);
    const quiet = await page.evaluate(() => (window as unknown as { __changes: string[] }).__changes.length === 0);
    if (quiet) return;
  }
}

/**
 * What a visitor sees of the page: open popovers and dialogs, the address, the scroll and the fields' values, but
 * the value of `own` (a selector that orders or filters the page: choosing is not its answer, the page's change is).
 */
function seen(page: Page, own: string | null) {
  return page.evaluate((own) => {
    const ownField = own ? document.querySelector(own) : null;
    return {
      popovers: [...document.querySelectorAll(":popover-open, dialog[open]")].length,
      url: location.href,
      scroll: Math.round(scrollY),
      values: [...document.querySelectorAll<HTMLInputElement>("input, textarea, select")]
        .filter((field) => field !== ownField)
        .map((field) => field.value)
        .join("\n"),
    };
  }, own);
}

/** The page once settled, its mutations counted from now. */
async function snapshot(page: Page, own: string | null) {
  await settle(page);
  await page.evaluate(() => ((window as unknown as { __changes: string[] }).__changes = []));
  return seen(page, own);
}

/** What the control changed within the time allowed, or null. */
async function effectOf(
  page: Page,
  before: Awaited<ReturnType<typeof seen>>,
  events: { navigated: string | null; popup: boolean },
  own: string | null,
) {
  const deadline = Date.now() + ANSWER_WITHIN_MS;
  while (Date.now() < deadline) {
    if (events.navigated) return `navigation to ${events.navigated}`;
    if (events.popup) return "a new tab";
    const changes = await page
      .evaluate(() => (window as unknown as { __changes?: string[] }).__changes ?? [])
      .catch(() => null);
    const now = changes && (await seen(page, own).catch(() => null));
    if (!changes || !now) return events.navigated ? `navigation to ${events.navigated}` : "navigation";
    if (changes.length > 0) return `change: ${changes[0]}`;
    if (now.popovers !== before.popovers) return "a popover or dialog";
    if (now.url !== before.url) return `address ${now.url}`;
    if (now.scroll !== before.scroll) return "scroll";
    if (now.values !== before.values) return "a field's value";
    await page.waitForTimeout(50);
  }
  return null;
}

test("every control of every page kind answers within 1 s, before hydration and after", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(420_000);
  await acceptCookies(page);
  let open!: () => void;
  let released = new Promise<void>((resolve) => (open = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!BOOT_FILE.test(route.request().url())) await released;
    await route.continue();
  });
  const events = { navigated: null as string | null, popup: false };
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) events.navigated = frame.url();
  });
  context.on("page", (popup) => {
    events.popup = true;
    void popup.close();
  });

  const kinds = new Map<string, string>();
  for (const path of await pagesToScan(request)) if (!kinds.has(kindOf(path))) kinds.set(kindOf(path), path);
  const failures: string[] = [];
  const fail = (failure: string) => {
    failures.push(failure);
    console.log(`FAIL ${failure}`);
  };
  /** Controls already used, by phase and label: the shell's on the first page, a repeated one (a card's) once a page. */
  const used = new Set<string>();
  let loads = 0;

  const load = async (path: string, phase: "before" | "after") => {
    loads++;
    if (phase === "before") released = new Promise<void>((resolve) => (open = resolve));
    else open();
    await page.goto(path);
    if (phase === "after") await hydrated(page);
    else await page.waitForFunction(() => Symbol.for("niot.search-answered") in window);
    await watchEffects(page);
    events.navigated = null;
    events.popup = false;
  };

  for (const path of kinds.values()) {
    for (const phase of ["before", "after"] as const) {
      await load(path, phase);
      const started = Date.now();
      const key = (control: Control) => `${phase} ${control.shell ? "" : path} ${control.label}`;
      const controls = (await readControls(page)).filter((control) => {
        if (used.has(key(control))) return false;
        used.add(key(control));
        return true;
      });
      for (const control of controls) {
        const element = page.locator(control.selector).first();
        if (!(await element.isVisible().catch(() => false)) || (await element.isDisabled().catch(() => true))) continue;
        // A field shows what was typed or checked: its own answer, once it takes the input.
        if (control.use === "type" || control.use === "check" || control.use === "pick") {
          const typed = control.use === "check" ? "" : await element.inputValue().catch(() => "");
          const used =
            control.use === "type"
              ? element.fill(`${typed}e`, { timeout: REACH_WITHIN_MS }).then(() => element.fill(typed))
              : control.use === "pick"
                ? element
                    .selectOption({ index: 1 }, { timeout: REACH_WITHIN_MS })
                    .then(() => element.selectOption(typed))
                : element.click({ timeout: REACH_WITHIN_MS }).then(() => element.click());
          await used.catch((error: Error) =>
            fail(`${path} ${phase} hydration: ${control.label} could not be used (${error.message.split("\n")[0]})`),
          );
          continue;
        }
        // A selector not in a posted form orders or filters the page: its own new value is no answer.
        const own = control.use === "choose" ? control.selector : null;
        const before = await snapshot(page, own);
        try {
          if (control.use === "choose") {
            const values = await element
              .locator("option")
              .evaluateAll((options) =>
                options
                  .filter((option) => !(option as HTMLOptionElement).selected)
                  .map((option) => (option as HTMLOptionElement).value),
              );
            await element.selectOption(values[0] ?? "", { timeout: REACH_WITHIN_MS });
          } else await element.click({ timeout: REACH_WITHIN_MS });
        } catch (error) {
          fail(
            `${path} ${phase} hydration: ${control.label} could not be used (${(error as Error).message.split("\n")[0]})`,
          );
          continue;
        }
        const effect = await effectOf(page, before, events, own);
        // A form posted to its own page's action may answer with its confirmation page (decision 009); one posted
        // to another page's takes the visitor away from the page they were reading.
        const left = events.navigated && control.postsElsewhere;
        if (!effect)
          fail(`${path} ${phase} hydration: ${control.label} (${control.selector}) showed nothing within 1 s`);
        else if (left) fail(`${path} ${phase} hydration: ${control.label} left the page for ${events.navigated}`);
        if (events.navigated) {
          await load(path, phase);
          continue;
        }
        // Whatever it opened closes, so the next control starts from the page as it was.
        await page.keyboard.press("Escape");
        await page.evaluate(() => {
          for (const open of document.querySelectorAll<HTMLElement>(":popover-open")) open.hidePopover();
          for (const dialog of document.querySelectorAll("dialog[open]")) (dialog as HTMLDialogElement).close();
          scrollTo(0, 0);
        });
      }
      console.log(`${path} ${phase} hydration: ${controls.length} controls, ${Date.now() - started} ms`);
    }
  }
  console.log(`every control: ${kinds.size} page kinds, ${loads} page loads`);
  expect(failures).toEqual([]);
});
