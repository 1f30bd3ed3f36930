import MiniSearch from "minisearch";
import { foundUrl, wordMatches } from "~/lib/found-words";
import { SEARCH_CONNECTED_ATTRIBUTE, SEARCH_NAVIGATE_EVENT } from "~/lib/search-shortcut";
import { DEFAULT_LANGUAGE, isLanguage } from "~/i18n/languages";
import { LIST_ID, type SearchDialogClasses } from "./search-dialog-parts";
import { fill, searchLabels, type SearchLabels } from "./search-labels";
import {
  groupByKind,
  INDEX_OPTIONS,
  QUERY_OPTIONS,
  type SearchDocument,
  type SearchIndexPayload,
  type SearchKind,
  type StoredFields,
} from "./search-options";

const MAX_RESULTS = 12;
const MIN_QUERY = 2;

interface Item {
  url: string;
  title: string;
  excerpt?: string;
  kind: SearchKind;
  terms: string[];
}

interface LoadedIndex {
  search: MiniSearch<SearchDocument>;
  counts: SearchIndexPayload["counts"];
  suggestions: SearchIndexPayload["suggestions"];
}

type IndexState = { status: "loading" } | { status: "error" } | { status: "ready"; index: LoadedIndex };

/**
 * Runs the site search's dialog (search-dialog.tsx) as a modal combobox, without React: the field keeps focus,
 * the arrows move the active result (aria-activedescendant), Enter opens it, Esc closes and focus goes back to the
 * control that opened it. The index of the page's language is fetched at the first opening (and again after a
 * language change); what was typed before it arrived is searched as soon as it is there.
 */
export function connectSearchDialog(dialog: HTMLDialogElement): void {
  const input = dialog.querySelector("input")!;
  const loading = dialog.querySelector<HTMLElement>("[data-search-loading]")!;
  const classes = JSON.parse(dialog.dataset.classes ?? "{}") as SearchDialogClasses;
  // The page's language, read at each render: a hydrated page may have changed it since.
  const pageLabels = () => {
    const lang = dialog.ownerDocument.documentElement.lang.slice(0, 2);
    return searchLabels(isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
  };

  const message = dialog.querySelector<HTMLElement>("[data-search-message]")!;
  const listTitle = dialog.querySelector<HTMLElement>(`#${LIST_ID}-label`)!;
  const list = dialog.querySelector<HTMLElement>(`#${LIST_ID}`)!;
  const status = dialog.querySelector<HTMLElement>("[role=status]")!;

  let state: IndexState = { status: "loading" };
  let indexUrl = "";
  let items: Item[] = [];
  let active = 0;
  let listKey = "";

  const load = () => {
    const url = dialog.dataset.index ?? "";
    if (url === indexUrl && state.status !== "error") return;
    indexUrl = url;
    state = { status: "loading" };
    render();
    fetch(url, { headers: { Accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexPayload>;
      })
      .then(
        (payload) => {
          if (url !== indexUrl) return;
          state = {
            status: "ready",
            index: {
              search: MiniSearch.loadJS<SearchDocument>(payload.index as never, INDEX_OPTIONS),
              counts: payload.counts,
              suggestions: payload.suggestions,
            },
          };
          render();
        },
        () => {
          if (url !== indexUrl) return;
          state = { status: "error" };
          render();
        },
      );
  };

  const ranked = (query: string, index: LoadedIndex): Item[] =>
    index.search
      .search(query, QUERY_OPTIONS)
      .slice(0, MAX_RESULTS)
      .map((result) => {
        const stored = result as unknown as StoredFields;
        return {
          url: stored.url,
          title: stored.title,
          excerpt: stored.excerpt,
          kind: stored.kind,
          terms: result.terms,
        };
      });

  function render() {
    const labels = pageLabels();
    const query = input.value.trim();
    const searching = query.length >= MIN_QUERY;
    const index = state.status === "ready" ? state.index : undefined;
    // Grouped by kind, best group first; `items` is the same list flattened, in the order shown.
    const groups = !index
      ? []
      : groupByKind(
          searching
            ? ranked(query, index)
            : index.suggestions.map((entry): Item => ({ ...entry, kind: "docs", terms: [] })),
        );
    items = groups.flatMap((group) => group.items);
    // A new list starts at its first option.
    const key = `${state.status}:${query}`;
    if (key !== listKey) {
      listKey = key;
      active = 0;
    }

    loading.hidden = state.status !== "loading";
    message.replaceChildren(...messageParts(labels, query, searching));
    message.hidden = message.childNodes.length === 0;
    listTitle.textContent = searching ? labels.resultsLabel : labels.suggestions;
    listTitle.hidden = items.length === 0;
    list.hidden = items.length === 0;
    list.replaceChildren(
      ...groups.map((group) => {
        const title = element("p", classes.groupTitle, { id: `${LIST_ID}-${group.kind}`, "data-kind": group.kind });
        title.textContent = labels.kinds[group.kind];
        const box = element("div", classes.group, {
          role: "group",
          "aria-labelledby": title.id,
          "data-testid": "search-group",
        });
        box.append(title, ...group.items.map((item) => option(item, items.indexOf(item))));
        return box;
      }),
    );
    status.textContent = index && searching ? fill(labels.resultsCount, { count: items.length }) : "";
    input.setAttribute("aria-expanded", String(items.length > 0));
    showActive();
  }

  function messageParts(labels: SearchLabels, query: string, searching: boolean): Node[] {
    if (state.status === "error") {
      const retry = element("button", "button button-secondary button-small", { type: "button" });
      retry.textContent = labels.retry;
      retry.addEventListener("click", () => {
        load();
        input.focus();
      });
      return [text("p", labels.error), retry];
    }
    if (state.status !== "ready") return [];
    if (!searching) return [text("p", fill(labels.empty, state.index.counts))];
    if (items.length === 0) return [text("p", fill(labels.noResults, { query }))];
    return [];
  }

  function option(item: Item, index: number): HTMLElement {
    const box = element("div", classes.option, {
      id: `${LIST_ID}-option-${index}`,
      role: "option",
      "aria-selected": "false",
      "data-testid": "search-result",
    });
    const title = element("span", classes.optionTitle);
    title.append(...highlight(item.title, item.terms));
    box.append(title);
    if (item.excerpt) {
      const excerpt = element("span", classes.excerpt);
      excerpt.append(...highlight(item.excerpt, item.terms));
      box.append(excerpt);
    }
    box.addEventListener("mousemove", () => index !== active && setActive(index));
    box.addEventListener("click", () => go(item));
    return box;
  }

  function setActive(index: number) {
    active = index;
    showActive();
  }

  function showActive() {
    for (const [index, node] of list.querySelectorAll("[role=option]").entries())
      node.setAttribute("aria-selected", String(index === active));
    const current = items.length ? dialog.ownerDocument.getElementById(`${LIST_ID}-option-${active}`) : null;
    if (current) {
      input.setAttribute("aria-activedescendant", current.id);
      current.scrollIntoView?.({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  }

  function go(item: Item) {
    dialog.hidePopover();
    const url = foundUrl(item.url, item.terms, new URLSearchParams(location.search).get("lang"));
    // A hydrated page navigates in place (search-button.tsx); otherwise the browser loads the page.
    const event = new CustomEvent(SEARCH_NAVIGATE_EVENT, { detail: url, cancelable: true });
    if (dispatchEvent(event)) location.assign(url);
  }

  input.addEventListener("input", render);
  input.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      // A search field would first clear itself; Esc closes the dialog at once.
      event.preventDefault();
      dialog.hidePopover();
      return;
    }
    if (!items.length) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive((active + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const item = items[active];
      if (item) go(item);
    }
  });
  // A click on the backdrop closes (its target is the dialog); Esc does natively. Closed, the boot gives focus back
  // (app/boot/search-open.ts).
  dialog.addEventListener("click", (event) => event.target === dialog && dialog.hidePopover());
  // Opened again: the index of the page's language (it may have changed), the words of last time selected.
  dialog.addEventListener("toggle", (event) => {
    if (event.newState !== "open") return;
    input.select();
    load();
    render();
  });

  dialog.setAttribute(SEARCH_CONNECTED_ATTRIBUTE, "");
  load();
  render();
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function text(tag: "p", content: string): HTMLParagraphElement {
  const node = document.createElement(tag);
  node.textContent = content;
  return node;
}

/** The words of a text that the search matched (accent- and case-insensitively), marked. */
function highlight(content: string, terms: string[]): Node[] {
  const parts: Node[] = [];
  let last = 0;
  for (const { start, end } of wordMatches(content, terms)) {
    const mark = document.createElement("mark");
    mark.textContent = content.slice(start, end);
    parts.push(document.createTextNode(content.slice(last, start)), mark);
    last = end;
  }
  parts.push(document.createTextNode(content.slice(last)));
  return parts;
}
