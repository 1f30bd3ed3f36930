// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub, data } from "react-router";
import type { FormPostResult, PageForm } from "~/lib/form-post";
import pt from "~/locales/pt/common.json" with { type: "json" };
import { CSRF_TOKEN, pageRoutes, serverRenderThenHydrate } from "../../tests/setup/page-stub";
import { FormPostFields } from "./form-post-fields";
import { usePageForm } from "./use-page-form";

const subscribe: PageForm<{ formId: "newsletter"; email: string }> = {
  name: "subscribe",
  kind: "lead",
  input: (fields) => ({ formId: "newsletter", email: fields.email ?? "" }),
  check: ({ email = "" }): Record<string, string> => (email.includes("@") ? {} : { email: "validation.email" }),
  confirmation: "/confirmation/newsletter",
  toasts: { success: "lead.success", failure: "lead.failure" },
};

/** A form as the site's are built: the hook's props on its fields, its state shown. */
function SubscribeForm() {
  const form = usePageForm(subscribe);
  const { error, ...email } = form.field("email");
  return (
    <form method="post" noValidate onSubmit={form.onSubmit} data-status={form.state.status}>
      <label>
        E-mail
        <input type="email" {...email} aria-invalid={error ? true : undefined} />
      </label>
      {error && <p data-testid="field-error">{error}</p>}
      {form.state.message && <p data-testid="form-error">{form.say(form.state.message)}</p>}
      <FormPostFields />
      <button type="submit" disabled={form.busy}>
        Enviar
      </button>
    </form>
  );
}

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = "XSRF-TOKEN=; max-age=0";
});

describe("usePageForm, hydrated", () => {
  const Stub = createRoutesStub(pageRoutes(SubscribeForm));

  it("refuses a wrong value in the browser: the message, focus on the field, nothing sent", async () => {
    const fetch = answer(201, {});
    vi.stubGlobal("fetch", fetch);
    render(<Stub />);
    const field = await screen.findByLabelText("E-mail");
    await userEvent.type(field, "ana.exemplo{Enter}");
    expect(await screen.findByTestId("field-error")).toHaveProperty("textContent", pt.validation.email);
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is busy, then sends the body with the CSRF header once that frame is drawn, then says it is stored", async () => {
    document.cookie = `XSRF-TOKEN=${CSRF_TOKEN}`;
    let answerNow!: (response: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answerNow = resolve)));
    vi.stubGlobal("fetch", fetch);
    const { container } = render(<Stub />);
    await userEvent.type(await screen.findByLabelText("E-mail"), "ana@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Enviar" }));
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Enviar" }).disabled).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/lead");
    expect(new Headers(init.headers).get("X-XSRF-TOKEN")).toBe(CSRF_TOKEN);
    expect(JSON.parse(init.body as string)).toMatchObject({ formId: "newsletter", email: "ana@example.com" });
    answerNow(new Response("{}", { status: 201 }));
    await waitFor(() => expect(container.querySelector("form")?.dataset.status).toBe("success"));
    expect(screen.getByText(pt.lead.success)).toBeTruthy();
  });

  it("is busy within the submit event itself when nothing has to load, before any later task", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(<Stub />);
    await userEvent.type(await screen.findByLabelText("E-mail"), "ana@example.com");
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Enviar" });
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
  });

  it.each([
    [409, pt.api.courseClosed],
    [429, pt.api.rateLimited],
    [403, pt.api.expired],
    [500, pt.api.serverError],
  ])("a refusal %i reads as the page's action would say it, with the form's failure toast", async (status, words) => {
    vi.stubGlobal("fetch", answer(status, { message: "the API's own words" }));
    render(<Stub />);
    await userEvent.type(await screen.findByLabelText("E-mail"), "ana@example.com{Enter}");
    expect((await screen.findByTestId("form-error")).textContent).toBe(words);
    expect(screen.getByText(pt.lead.failure)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("E-mail").value).toBe("ana@example.com");
  });

  it("a lost connection says so", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    render(<Stub />);
    await userEvent.type(await screen.findByLabelText("E-mail"), "ana@example.com{Enter}");
    expect((await screen.findByTestId("form-error")).textContent).toBe(pt.api.network);
  });
});

describe("usePageForm, a post refused before hydration", () => {
  const refused = () =>
    data<FormPostResult>(
      { form: "subscribe", errors: { email: "validation.email" }, formError: "api.expired", values: { email: "ana" } },
      { status: 403 },
    );

  it("renders the refusal on the server and keeps it, unchanged, once hydrated", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const post = new Request("http://localhost:3000/?index", {
      method: "POST",
      body: new URLSearchParams({ email: "ana" }),
    });
    const { html } = await serverRenderThenHydrate(pageRoutes(SubscribeForm, { action: refused }), post, container);
    expect(html).toContain(pt.api.expired);
    expect(html).toContain(`value="ana"`);
    expect(container.querySelector("[data-testid=field-error]")?.textContent).toBe(pt.validation.email);
    expect(container.querySelector("[data-testid=form-error]")?.textContent).toBe(pt.api.expired);
    expect(container.querySelector<HTMLInputElement>("input[name=email]")?.value).toBe("ana");
    expect(container.querySelector<HTMLInputElement>("input[name=_csrf]")?.value).toBe(CSRF_TOKEN);
    container.remove();
  });
});
