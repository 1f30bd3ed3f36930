// "Was this helpful?" is stored only for a page that exists and asks it: an article, or a docs article (asked once
// per page, issue 68). Posted both ways, to the built site: the page's own form without JavaScript, and the JSON API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltSite } from "../setup/built-pages";
import type { TestApp } from "../setup/test-app";

const ARTICLE = "/article/presence-rule-30-minutes";
const DOCS = "/docs/create-account";

let app: TestApp;
let token = "";
beforeAll(async () => {
  app = await startBuiltSite();
  const cookie = (await fetch(app.baseUrl + ARTICLE)).headers.get("set-cookie") ?? "";
  token = /XSRF-TOKEN=([^;]+)/.exec(cookie)![1]!;
}, 600_000);
afterAll(async () => {
  await app.close();
});

const storedPages = async () =>
  (await app.database.db.selectFrom("page_feedback").select("page").execute()).map(({ page }) => page);

/** The page's own form, as a browser without JavaScript posts it. */
const postToPage = (action: string, page: string) =>
  fetch(app.baseUrl + action, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `XSRF-TOKEN=${token}` },
    body: new URLSearchParams({ _csrf: token, page, helpful: "no", website: "", sourcePage: action }),
  });

const postToApi = (page: string) =>
  app.post(
    "/api/feedback",
    { page, helpful: "yes", sourcePage: page.split("#")[0] },
    { headers: { Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token } },
  );

describe("feedback only for pages that exist", () => {
  it("stores a page form's answer for the page that took the post, whatever page it names", async () => {
    expect((await postToPage(ARTICLE, "/article/forged-other-page")).status).toBe(303);
    expect((await postToPage(DOCS, "/docs/other-article")).status).toBe(303);
    expect((await storedPages()).sort()).toEqual([ARTICLE, DOCS]);
  });

  it("takes through the API only an article or a docs page the site has", async () => {
    for (const page of [ARTICLE, DOCS]) {
      expect((await postToApi(page)).status, page).toBe(201);
    }
    for (const page of ["/article/forged-other-page", `${DOCS}#auth`, "/docs/other-article"]) {
      const response = await postToApi(page);
      expect(response.status, page).toBe(400);
      expect(await response.json(), page).toMatchObject({ issues: [{ path: "page", message: expect.any(String) }] });
    }
    expect(await storedPages()).not.toEqual(expect.arrayContaining(["/article/forged-other-page"]));
    expect((await storedPages()).filter((page) => page.includes("forged") || page.includes("other-article"))).toEqual(
      [],
    );
  });
});
