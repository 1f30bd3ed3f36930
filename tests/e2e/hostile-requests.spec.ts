import { expect, test } from "./fixtures";

const SCRIPT = `<script>alert("x")</script>`;

test.describe("hostile page requests", () => {
  test("query strings are escaped in the page and never cause a 500", async ({ request }) => {
    for (const path of [
      `/events?q=${encodeURIComponent(SCRIPT)}`,
      `/showcase?q=${encodeURIComponent(SCRIPT)}`,
      `/blog-content?article=${encodeURIComponent(SCRIPT)}`,
      `/explore?type=${encodeURIComponent(SCRIPT)}`,
      `/events?sort=${encodeURIComponent("'; DROP TABLE leads;--")}&q=%00%FF`,
      `/?lang=${encodeURIComponent(SCRIPT)}`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      expect(await response.text(), path).not.toContain(SCRIPT);
    }
  });

  test("odd paths answer 404 or a redirect, never a 500 or a file outside the site", async ({ request }) => {
    for (const path of [
      "/../../etc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/..%2f..%2fpackage.json",
      `/${"a".repeat(6000)}`,
      "/article/%00",
      "/showcase/%E0%A4%A",
      "/api/../server.ts",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path.slice(0, 60)).toBeLessThan(500);
      const body = await response.text();
      expect(body).not.toMatch(/root:x:0|"dependencies"|createApp/);
    }
  });
});
