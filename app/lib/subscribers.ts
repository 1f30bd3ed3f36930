/** The listener list of a small store read with useSyncExternalStore: `subscribe` for React, `notify` after a change. */
export function createSubscribers() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}
