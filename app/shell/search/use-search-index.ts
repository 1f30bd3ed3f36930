import MiniSearch from "minisearch";
import { useEffect, useState } from "react";
import type { Language } from "~/i18n/languages";
import { searchIndexUrl } from "~/lib/search-url";
import { INDEX_OPTIONS, type SearchDocument, type SearchIndexPayload } from "./search-options";

export interface LoadedIndex {
  search: MiniSearch<SearchDocument>;
  counts: SearchIndexPayload["counts"];
  suggestions: SearchIndexPayload["suggestions"];
}

type State = { status: "loading" } | { status: "error" } | { status: "ready"; index: LoadedIndex };

/** One request per language and visit; a failed one may be retried. */
const loaded = new Map<Language, Promise<LoadedIndex>>();
const ready = new Map<Language, LoadedIndex>();

function load(lang: Language): Promise<LoadedIndex> {
  let pending = loaded.get(lang);
  if (!pending) {
    pending = fetch(searchIndexUrl(lang), { headers: { Accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexPayload>;
      })
      .then((payload) => ({
        search: MiniSearch.loadJSON<SearchDocument>(JSON.stringify(payload.index), INDEX_OPTIONS),
        counts: payload.counts,
        suggestions: payload.suggestions,
      }));
    pending.then(
      (index) => ready.set(lang, index),
      () => undefined,
    );
    pending.catch(() => loaded.delete(lang));
    loaded.set(lang, pending);
  }
  return pending;
}

/** The search index of the current language, fetched when the dialog first needs it. */
export function useSearchIndex(lang: Language, enabled: boolean) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const cached = ready.get(lang);
    if (cached) {
      setState({ status: "ready", index: cached });
      return;
    }
    let active = true;
    setState({ status: "loading" });
    load(lang).then(
      (index) => active && setState({ status: "ready", index }),
      () => active && setState({ status: "error" }),
    );
    return () => {
      active = false;
    };
  }, [lang, enabled, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
