// @vitest-environment jsdom
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import answerToastForms, { showToast } from "./toast-forms";

/** A real HTTP server in place of the lead API: it records each body and answers with the status set here. */
const received: { body: unknown; csrf: string | undefined }[] = [];
let status = 201;
let server: Server;
let api = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ body: JSON.parse(body), csrf: request.headers["x-xsrf-token"] as string | undefined });
      response.writeHead(status, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
      response.end(JSON.stringify({ ok: status < 300 }));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  answerToastForms();
});
afterAll(() => server.close());

beforeEach(() => {
  received.length = 0;
  status = 201;
  document.cookie = "XSRF-TOKEN=token-123";
  document.documentElement.removeAttribute("data-hydrated");
  document.body.innerHTML =
    `<form method="post" action="/newsletter" data-json-post="newsletter" data-api="${api}" data-toast-success="Inscrição realizada com sucesso"` +
    ' data-toast-failure="Erro ao realizar inscrição, tente novamente" data-toast-invalid="E-mail inválido">' +
    '<input type="email" name="email"><input type="hidden" name="_csrf" value="token-123">' +
    '<input type="hidden" name="sourcePage" value="/blog"><input type="text" name="website" value="">' +
    '<button type="submit">Inscrever</button></form>' +
    '<div data-toast-region data-toast-item="toast" data-toast-body="body" data-toast-dismiss="Fechar aviso">' +
    '<span hidden><span data-icon="check"></span><span data-icon="alert"></span></span>' +
    '<div role="status"><ol></ol></div><div role="alert"><ol></ol></div></div>';
});

const form = () => document.querySelector("form")!;
const submit = (email: string) => {
  (document.querySelector("input[name=email]") as HTMLInputElement).value = email;
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
  form().dispatchEvent(event);
  return event;
};
const toasts = () =>
  [...document.querySelectorAll("body > div:last-child li")].map((item) => [
    (item as HTMLElement).dataset.status,
    item.textContent,
  ]);
/** Until the form is no longer sending (the API's answer handled). */
const settled = async () => {
  while (form().getAttribute("aria-busy") === "true") await new Promise((done) => setTimeout(done, 20));
};

describe("an in-page form sent before hydration", () => {
  it("posts the JSON body with the CSRF header, stays on the page, empties the form and shows the success toast", async () => {
    const event = submit("  ana@example.com ");
    expect(event.defaultPrevented).toBe(true);
    expect(form().getAttribute("aria-busy")).toBe("true");
    await settled();
    expect(received).toEqual([
      { body: { formId: "newsletter", email: "ana@example.com", sourcePage: "/blog" }, csrf: "token-123" },
    ]);
    expect(toasts()).toEqual([["success", "Inscrição realizada com sucesso"]]);
    expect(form().hasAttribute("aria-busy")).toBe(false);
    expect((document.querySelector("input[name=email]") as HTMLInputElement).value).toBe("");
    // React's own region is left as the server rendered it: hydration finds what it expects.
    expect(document.querySelector("[data-toast-region] li")).toBeNull();
  });

  it("refuses an address without @ with the invalid-email toast and sends nothing", async () => {
    submit("ana.example.com");
    await settled();
    expect(received).toEqual([]);
    expect(toasts()).toEqual([["error", "E-mail inválido"]]);
    expect(document.activeElement).toBe(document.querySelector("input[name=email]"));
  });

  it("shows the failure toast when the API refuses, keeping what was typed", async () => {
    status = 500;
    submit("ana@example.com");
    await settled();
    expect(toasts()).toEqual([["error", "Erro ao realizar inscrição, tente novamente"]]);
    expect((document.querySelector("input[name=email]") as HTMLInputElement).value).toBe("ana@example.com");
  });

  it("removes a toast on click; a new submit clears the last one's toasts", async () => {
    submit("sem-arroba");
    submit("ainda-sem-arroba");
    expect(toasts()).toHaveLength(1);
    (document.querySelector("body > div:last-child li button") as HTMLButtonElement).click();
    expect(toasts()).toEqual([]);
  });

  it("removes a toast after 5 s, with its icon and the dismiss label for screen readers", () => {
    vi.useFakeTimers();
    showToast("success", "check", "Inscrição realizada com sucesso");
    const button = document.querySelector("body > div:last-child li button")!;
    expect(button.getAttribute("aria-label")).toBe("Inscrição realizada com sucesso. Fechar aviso");
    expect(button.querySelector('[data-icon="check"]')).not.toBeNull();
    vi.advanceTimersByTime(4999);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toEqual([]);
    vi.useRealTimers();
  });

  it("leaves the form to React once hydrated", () => {
    document.documentElement.setAttribute("data-hydrated", "");
    const event = submit("ana@example.com");
    expect(event.defaultPrevented).toBe(false);
  });
});
