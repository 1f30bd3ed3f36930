// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import MiniSearch from "minisearch";
import { useState } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "~/i18n/languages";
import { SearchDialog } from "./search-dialog";
import { searchLabels } from "./search-labels";
import { INDEX_OPTIONS, SEARCH_KINDS, type SearchDocument, type SearchIndexPayload } from "./search-options";

const DOCUMENTS: SearchDocument[] = [
  {
    id: 1,
    kind: "docs",
    url: "/docs/sensores",
    title: "Sensores de umidade",
    excerpt: "Ligue um sensor.",
    context: "",
    text: "sensor umidade solo",
  },
  {
    id: 2,
    kind: "blog",
    url: "/blog/sensores-na-lavoura",
    title: "Sensores na lavoura",
    excerpt: "Uma safra medida.",
    context: "",
    text: "sensor lavoura",
  },
  { id: 3, kind: "plans", url: "/price", title: "Planos", excerpt: "Preços.", context: "", text: "plano preço" },
];

/** A real index of three pages, as /search-index.json answers it. */
function payload(lang: Language): SearchIndexPayload {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(DOCUMENTS);
  const counts = Object.fromEntries(
    SEARCH_KINDS.map((kind) => [kind, DOCUMENTS.filter((d) => d.kind === kind).length]),
  );
  return {
    lang,
    counts: { ...(counts as Record<(typeof SEARCH_KINDS)[number], number>), total: DOCUMENTS.length },
    suggestions: [{ title: "Planos", url: "/price" }],
    index: index.toJSON(),
  };
}

/** The header's part: a button that opens the dialog, and where focus goes back. */
function Opener({ lang }: { lang: Language }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="page">{pathname}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Buscar
      </button>
      <SearchDialog open={open} lang={lang} onClose={() => setOpen(false)} />
    </>
  );
}

function renderOpener(lang: Language) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <Opener lang={lang} /> }]);
  render(<Stub />);
}

const pt = searchLabels("pt");
const es = searchLabels("es");

/** jsdom has no modal dialog: a stand-in that opens it and, closed, fires `close`, as the browser does. */
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  HTMLElement.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

describe("the search dialog", () => {
  it("loads the index when first opened, then shows the suggestions with the input focused", async () => {
    const fetch = answering(200, payload("pt"));
    vi.stubGlobal("fetch", fetch);
    renderOpener("pt");
    await userEvent.click(await screen.findByRole("button", { name: "Buscar" }));
    expect(fetch).toHaveBeenCalledWith("/search-index.json?lang=pt", expect.anything());
    const input = screen.getByRole("combobox", { name: pt.inputLabel });
    expect(document.activeElement).toBe(input);
    expect(await screen.findByRole("option", { name: /Planos/ })).toBeTruthy();
  });

  it("finds as the visitor types; arrows move the active option, Enter opens it and closes the dialog", async () => {
    vi.stubGlobal("fetch", answering(200, payload("pt")));
    renderOpener("pt");
    await userEvent.click(await screen.findByRole("button", { name: "Buscar" }));
    const input = screen.getByRole("combobox", { name: pt.inputLabel });
    await userEvent.type(input, "sensor");
    const options = await screen.findAllByRole("option", { name: /Sensores/ });
    expect(options).toHaveLength(2);
    expect(input.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    await userEvent.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe(options[1]!.id);
    await userEvent.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    await userEvent.keyboard("{ArrowUp}{Enter}");
    const chosen = DOCUMENTS.find((document) => options[1]!.textContent?.includes(document.title))!;
    await waitFor(() => expect(screen.getByTestId("page").textContent).toBe(chosen.url));
    expect(screen.getByTestId("search-dialog").hasAttribute("open")).toBe(false);
  });

  it("Esc closes it at once, and says when nothing matches", async () => {
    vi.stubGlobal("fetch", answering(200, payload("pt")));
    renderOpener("pt");
    await userEvent.click(await screen.findByRole("button", { name: "Buscar" }));
    await userEvent.type(screen.getByRole("combobox", { name: pt.inputLabel }), "zzzz");
    expect(await screen.findByText(pt.noResults.replace("{{query}}", "zzzz"))).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByTestId("search-dialog").hasAttribute("open")).toBe(false);
  });

  it("says when the index cannot load, and tries again on request", async () => {
    const fetch = answering(503, {});
    vi.stubGlobal("fetch", fetch);
    renderOpener("es");
    await userEvent.click(await screen.findByRole("button", { name: "Buscar" }));
    expect(await screen.findByText(es.error)).toBeTruthy();
    fetch.mockImplementation(answering(200, payload("es")));
    await userEvent.click(screen.getByRole("button", { name: es.retry }));
    expect(await screen.findByRole("option", { name: /Planos/ })).toBeTruthy();
  });

  it("opened from its shell (the boot's, before hydration), takes over what was typed there and closes it", async () => {
    vi.stubGlobal("fetch", answering(200, payload("pt")));
    const shell = document.createElement("dialog");
    shell.setAttribute("data-search-shell", "");
    shell.innerHTML = '<input type="search" value="sensor">';
    document.body.append(shell);
    shell.showModal();
    renderOpener("pt");
    await userEvent.click(await screen.findByRole("button", { name: "Buscar" }));
    const input = screen.getByRole("combobox", { name: pt.inputLabel });
    expect(shell.hasAttribute("open")).toBe(false);
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe("sensor");
    expect(await screen.findAllByRole("option", { name: /Sensores/ })).toHaveLength(2);
    shell.remove();
  });
});
