import { useCallback, useEffect, useRef, useState } from "react";
import { NavigationType, useLocation, useNavigationType, useSearchParams } from "react-router";
import { DEFAULT_EVENT_SORT, parseSort, type EventSort } from "~/lib/events";

export interface EventQuery {
  term: string;
  sort: EventSort;
  setTerm: (term: string) => void;
  setSort: (sort: EventSort) => void;
  clear: () => void;
}

interface QueryState {
  term: string;
  sort: EventSort;
}

/**
 * Search term and sort live in the address (?q=…&sort=recentes|antigos) so a result can be shared.
 * The page keeps both locally too and writes both on every change, so quick successive changes
 * never lose one another while a navigation is still settling.
 */
export function useEventQuery(): EventQuery {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromUrl = (): QueryState => ({ term: params.get("q") ?? "", sort: parseSort(params.get("sort")) });
  const [state, setState] = useState<QueryState>(fromUrl);
  const latest = useRef(state);

  // A link or back/forward brings another address: follow it. Our own writes replace the entry. The
  // first render already read this address, so the mount is skipped: what the visitor typed before the
  // page hydrated (EventSearch reads it from the form) must not be overwritten by it.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (navigationType === NavigationType.Replace) return;
    const next = fromUrl();
    latest.current = next;
    setState((current) => (current.term === next.term && current.sort === next.sort ? current : next));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fromUrl and navigationType belong to this location
  }, [location.key]);

  const commit = useCallback(
    (change: Partial<QueryState>) => {
      const next = { ...latest.current, ...change };
      latest.current = next;
      setState(next);
      setParams(
        (previous) => {
          const url = new URLSearchParams(previous);
          if (next.term.trim()) url.set("q", next.term.trim());
          else url.delete("q");
          if (next.sort === DEFAULT_EVENT_SORT) url.delete("sort");
          else url.set("sort", next.sort);
          return url;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setTerm = useCallback((term: string) => commit({ term }), [commit]);
  const setSort = useCallback((sort: EventSort) => commit({ sort }), [commit]);
  const clear = useCallback(() => commit({ term: "" }), [commit]);

  return { term: state.term, sort: state.sort, setTerm, setSort, clear };
}
