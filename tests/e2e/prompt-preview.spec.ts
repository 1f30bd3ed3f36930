import fs from "node:fs";
import type { Page, Request } from "@playwright/test";
import { acceptCookies, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

interface Preview {
  title: string;
  names: { temperature: string; fan: string };
  hint: { examples: string[] };
}
const preview = (lang: string) =>
  (
    JSON.parse(fs.readFileSync(new URL(`../../app/locales/${lang}/home.json`, import.meta.url), "utf8")) as {
      prompt: { label: string; preview: Preview };
    }
  ).prompt;

const CASES = [
  { lang: "pt", path: "/", sentence: "Quando a temperatura passar de 30 graus, ligar o ventilador" },
  { lang: "en", path: "/?lang=en", sentence: "When the temperature goes above 30 degrees, turn on the fan" },
  { lang: "es", path: "/?lang=es", sentence: "Cuando la temperatura pase de 30 grados, enciende el ventilador" },
];

/** Counts the changes of the polite announcement's text, from now on. */
async function countAnnouncements(page: Page) {
  await page.getByTestId("prompt-preview-announcement").evaluate((element) => {
    const changes: string[] = [];
    (window as unknown as { announcements: string[] }).announcements = changes;
    new MutationObserver(() => changes.push(element.textContent ?? "")).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { announcements: string[] }).announcements);
}

for (const { lang, path, sentence } of CASES) {
  test(`prompt preview (${lang}): the flow as nodes, the hint for nonsense, announced once typing settles, no request, axe in dark and light`, async ({
    page,
  }) => {
    const { label, preview: words } = preview(lang);
    await acceptCookies(page);
    await page.goto(path);
    await hydrated(page);
    const field = page.getByRole("textbox", { name: label });
    // The preview's code is not part of the first load: it comes with the first focus.
    await expect(page.getByTestId("prompt-preview-announcement")).toHaveCount(0);
    await field.focus();
    await expect(page.getByTestId("prompt-preview-announcement")).toBeAttached();

    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    const announcements = await countAnnouncements(page);
    await field.pressSequentially(sentence, { delay: 15 });

    const region = page.getByRole("region", { name: words.title });
    await expect(region).toBeVisible();
    for (const text of [words.names.temperature, "30 °C", words.names.fan]) {
      await expect(region.locator("ol li").filter({ hasText: text })).toHaveCount(1);
    }
    await expect(region.getByRole("listitem").filter({ hasText: "INPUT" })).toContainText(words.names.temperature);
    await expect(region).toContainText("ESP8266");
    await expect(page.getByTestId("prompt-preview-announcement")).toContainText("30 °C");
    // Polite: one announcement for the whole sentence, not one per key.
    expect(await announcements()).toHaveLength(1);

    for (const colorScheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
    }

    await field.fill("xyzzy plugh abracadabra");
    await expect(region).toContainText(words.hint.examples[0]!);
    await expect(region).toContainText(words.hint.examples[1]!);
    await expect(region.locator("ol")).toHaveCount(0);
    await expect(page.getByTestId("prompt-preview-announcement")).toContainText(words.hint.examples[0]!);

    expect(requests.map((request) => request.url())).toEqual([]);
  });
}
