import {
  acceptCookies,
  expect,
  expectNoAxeViolations,
  expectNoWiderThanViewport,
  expectThumbSizedTargets,
  hydrated,
  pagesToScan,
  test,
} from "./fixtures";

const SIZES = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 360, height: 740 },
];

for (const colorScheme of ["light", "dark"] as const) {
  for (const size of SIZES) {
    test(`axe and page width${size.name === "phone" && colorScheme === "light" ? ", tap targets" : ""}: every page kind, ${colorScheme}, ${size.name}`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(300_000);
      const pages = await pagesToScan(request);
      expect(pages.length).toBeGreaterThan(15);
      const context = await browser.newContext({ colorScheme, viewport: { width: size.width, height: size.height } });
      const page = await context.newPage();
      await acceptCookies(page);
      for (const path of pages) {
        await page.goto(encodeURI(path));
        await hydrated(page);
        await test.step(path, async () => {
          await expectNoAxeViolations(page);
          await expectNoWiderThanViewport(page, path);
          // Tap targets depend on layout, not colours: checked once, in the light pass.
          if (size.name === "phone" && colorScheme === "light") await expectThumbSizedTargets(page, path);
        });
      }
      await context.close();
    });
  }
}
