// The same bad input sent both ways, as a visitor's browser sends it: the JSON API (the hydrated form,
// whose refusal the hook maps with ~/lib/form-refusal) and the page's action (a post without
// JavaScript, which renders the page again or, before React Router, answers in plain words).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coursePost } from "~/features/landing";
import { newsletterPost } from "~/features/newsletter";
import { FORM_API, submission, type PageForm, type PostedFields } from "~/lib/form-post";
import { refusalMessages } from "~/lib/form-refusal";
import pt from "~/locales/pt/common.json" with { type: "json" };
import { startBuiltSite } from "../setup/built-pages";
import type { TestApp } from "../setup/test-app";

const visitor = { "Accept-Language": "pt-BR" };

/** A `common` key in Portuguese, or the API's text as it came (what the hook's `say` shows). */
function words(message: string): string {
  let node: unknown = pt;
  for (const part of message.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : message;
}

/** The page's text with the entities React escapes decoded. */
const text = (html: string) =>
  html
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

interface Sent {
  form: PageForm;
  page: string;
  fields: PostedFields;
  /** A different CSRF token in the post than in the cookie. */
  staleToken?: boolean;
}

async function sendBothWays(app: TestApp, { form, page, fields, staleToken }: Sent) {
  const cookie = (await fetch(app.baseUrl + page, { headers: visitor })).headers.get("set-cookie") ?? "";
  const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)![1]!;
  const sent = staleToken ? "x".repeat(token.length) : token;
  const hidden = { _csrf: sent, sourcePage: page, website: "" };
  const api = await fetch(`${app.baseUrl}/api${FORM_API[form.kind].path}`, {
    method: "POST",
    headers: { ...visitor, "Content-Type": "application/json", Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": sent },
    body: JSON.stringify(submission(form, { ...fields, ...hidden })),
  });
  const json = (await api.json()) as { issues?: Array<{ path: string; message: string }> };
  const hydrated = refusalMessages({ status: api.status, issues: json.issues }, form.fieldOf);
  const posted = await fetch(app.baseUrl + page, {
    method: "POST",
    redirect: "manual",
    headers: { ...visitor, "Content-Type": "application/x-www-form-urlencoded", Cookie: `XSRF-TOKEN=${token}` },
    body: new URLSearchParams({ ...fields, ...hidden }),
  });
  return { api: api.status, hydrated, page: posted.status, pageText: text(await posted.text()) };
}

const course = { formId: "curso-esp32-2027", name: "Davi Reis", email: "davi@example.com", city: "Guaíba/RS" };

describe("a refused form reads the same sent either way (real pages, real API)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startBuiltSite();
  }, 600_000);
  afterAll(() => app?.close());

  it("a wrong field: the same message beside the same field", async () => {
    const sent = await sendBothWays(app, {
      form: newsletterPost,
      page: "/newsletter",
      fields: { email: "ana.exemplo" },
    });
    expect([sent.api, sent.page]).toEqual([400, 400]);
    expect(sent.hydrated).toEqual({ errors: { email: pt.validation.email }, formError: undefined });
    expect(sent.pageText).toContain(words(sent.hydrated.errors.email!));
  });

  it.each([
    [
      "an expired session (403)",
      403,
      { form: newsletterPost, page: "/newsletter", fields: { email: "ana@example.com" }, staleToken: true },
    ],
    [
      "an unknown course (404)",
      404,
      { form: coursePost, page: "/curso-esp32", fields: { ...course, formId: "curso-que-nao-existe" } },
    ],
    [
      "a closed course (409)",
      409,
      { form: coursePost, page: "/curso-esp32", fields: { ...course, formId: "curso-javascript" } },
    ],
  ] satisfies Array<[string, number, Sent]>)("%s: the same message for the whole form", async (_, status, input) => {
    const sent = await sendBothWays(app, input);
    expect([sent.api, sent.page]).toEqual([status, status]);
    expect(sent.hydrated.errors).toEqual({});
    const message = words(sent.hydrated.formError!);
    expect(message).not.toBe(sent.hydrated.formError);
    expect(sent.pageText).toContain(message);
  });

  it("too large (413): the page's guard answers in the words the hook shows", async () => {
    const sent = await sendBothWays(app, {
      form: newsletterPost,
      page: "/newsletter",
      fields: { email: `${"a".repeat(200_000)}@example.com` },
    });
    expect([sent.api, sent.page]).toEqual([413, 413]);
    expect(sent.pageText).toBe(words(sent.hydrated.formError!));
  });
});

describe("a form sent too often reads the same either way", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startBuiltSite({ RATE_LIMIT_PER_MINUTE: "2" });
  }, 600_000);
  afterAll(() => app?.close());

  it("rate limited (429): the page's answer is the hook's words", async () => {
    const input = { form: newsletterPost, page: "/newsletter", fields: { email: "ana.exemplo" } };
    await sendBothWays(app, input);
    const sent = await sendBothWays(app, input);
    expect([sent.api, sent.page]).toEqual([429, 429]);
    expect(sent.pageText).toBe(words(sent.hydrated.formError!));
  });
});
