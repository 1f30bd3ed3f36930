import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** false in the server's HTML and while hydrating, true once React owns the page: for what only works with scripts. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
