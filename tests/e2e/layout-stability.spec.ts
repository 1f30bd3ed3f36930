import { expect, pagesToScan, test } from "./fixtures";

// A picture whose box depends on its file pushes the page when the file arrives (a layout shift);
// with every picture request left unanswered, each visible one must already have its size.
for (const width of [1440, 390]) {
  test(`pictures have their size before they load, every page kind at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const pages = await pagesToScan(request);
    expect(pages.length).toBeGreaterThan(15);
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    await context.route(/\.(svg|png|jpe?g|webp|avif)(\?|$)/, () => {});
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(encodeURI(path), { waitUntil: "domcontentloaded" });
      const sizeless = await page.evaluate(() =>
        [...document.images]
          .filter((image) => image.getClientRects().length > 0 && !image.closest("dialog:not([open])"))
          .filter((image) => image.getBoundingClientRect().width < 1 || image.getBoundingClientRect().height < 1)
          .map((image) => image.getAttribute("src")),
      );
      expect(sizeless, path).toEqual([]);
    }
    await context.close();
  });
}
