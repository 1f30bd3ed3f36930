// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import MiniSearch from "minisearch";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Language } from "~/i18n/languages";
import { pageRoutes, serverRenderThenHydrate } from "../../../tests/setup/page-stub";
import { installPopoverStandIn } from "../../../tests/setup/popover-stand-in";
import { SearchButton } from "./search-button";
import { connectSearchDialog } from "./search-dialog-program";
import { search as words } from "~/locales/pt/common.json";
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

const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

const pt = searchLabels("pt");
const es = searchLabels("es");
const dialog = () => screen.getByTestId<HTMLDialogElement>("search-dialog");
const input = () => screen.getByRole<HTMLInputElement>("combobox", { name: words.inputLabel });

/** The page with the header's search, as the server sends it, its dialog opened by the boot and its program run first. */
async function openBeforeHydration(lang: Language, typed = "") {
  const container = document.body.appendChild(document.createElement("div"));
  const routes = pageRoutes(SearchButton, { lang });
  // Where a result leads.
  routes[0]!.children.push({ path: "*", Component: () => null } as never);
  return serverRenderThenHydrate(
    routes,
    new Request(`http://localhost/${lang === "pt" ? "" : `?lang=${lang}`}`),
    container,
    async () => {
      document.documentElement.lang = lang;
      const found = container.querySelector<HTMLDialogElement>("dialog[data-search-dialog]")!;
      found.showPopover();
      found.querySelector("input")!.value = typed;
      connectSearchDialog(found);
    },
  );
}

beforeAll(installPopoverStandIn);
beforeEach(() => {
  HTMLElement.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the search dialog's program", () => {
  it("searches what was typed before it ran, and React's hydration keeps its results as they are", async () => {
    const fetch = answering(200, payload("pt"));
    vi.stubGlobal("fetch", fetch);
    const errors = vi.spyOn(console, "error");
    await openBeforeHydration("pt", "sensor");
    expect(fetch).toHaveBeenCalledWith("/search-index.json?lang=pt", expect.anything());
    const options = await screen.findAllByRole("option", { name: /Sensores/ });
    expect(options).toHaveLength(2);
    expect(input().getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    expect(input().value).toBe("sensor");
    expect(within(dialog()).getByRole("status").textContent).toBe(pt.resultsCount.replace("{{count}}", "2"));
    expect(options[0]!.querySelector("mark")?.textContent).toBe("Sensores");
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows the suggestions without words; arrows move the active option, Enter opens it in place once hydrated", async () => {
    vi.stubGlobal("fetch", answering(200, payload("pt")));
    const { router } = await openBeforeHydration("pt");
    expect(await screen.findByRole("option", { name: /Planos/ })).toBeTruthy();
    expect(screen.getByText(pt.empty.replace("{{total}}", "3"))).toBeTruthy();
    await userEvent.type(input(), "sensor");
    const options = await screen.findAllByRole("option", { name: /Sensores/ });
    await userEvent.keyboard("{ArrowDown}");
    expect(input().getAttribute("aria-activedescendant")).toBe(options[1]!.id);
    expect(options[1]!.getAttribute("aria-selected")).toBe("true");
    await userEvent.keyboard("{ArrowDown}");
    expect(input().getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    const opened = dialog();
    await userEvent.keyboard("{ArrowUp}{Enter}");
    const chosen = DOCUMENTS.find((document) => options[1]!.textContent?.includes(document.title))!;
    await waitFor(() => expect(router.state.location.pathname).toBe(chosen.url));
    expect(opened.matches(":popover-open")).toBe(false);
  });

  it("Esc closes it at once, and it says when nothing matches", async () => {
    vi.stubGlobal("fetch", answering(200, payload("pt")));
    await openBeforeHydration("pt");
    await userEvent.type(input(), "zzzz");
    expect(await screen.findByText(pt.noResults.replace("{{query}}", "zzzz"))).toBeTruthy();
    expect(input().getAttribute("aria-expanded")).toBe("false");
    await userEvent.keyboard("{Escape}");
    expect(dialog().matches(":popover-open")).toBe(false);
  });

  it("opened again after the page's language changed, loads that language's index and speaks it", async () => {
    const fetch = answering(200, payload("pt"));
    vi.stubGlobal("fetch", fetch);
    await openBeforeHydration("pt");
    expect(await screen.findByText(pt.empty.replace("{{total}}", "3"))).toBeTruthy();
    dialog().hidePopover();
    document.documentElement.lang = "es";
    dialog().dataset.index = "/search-index.json?lang=es";
    fetch.mockImplementation(answering(200, payload("es")));
    dialog().showPopover();
    expect(await screen.findByText(es.empty.replace("{{total}}", "3"))).toBeTruthy();
    expect(fetch).toHaveBeenLastCalledWith("/search-index.json?lang=es", expect.anything());
  });

  it("says when the index cannot load, in the page's language, and tries again on request", async () => {
    const fetch = answering(503, {});
    vi.stubGlobal("fetch", fetch);
    await openBeforeHydration("es");
    expect(await screen.findByText(es.error)).toBeTruthy();
    fetch.mockImplementation(answering(200, payload("es")));
    await userEvent.click(screen.getByRole("button", { name: es.retry }));
    expect(await screen.findByRole("option", { name: /Planos/ })).toBeTruthy();
    expect(fetch).toHaveBeenLastCalledWith("/search-index.json?lang=es", expect.anything());
  });
});
