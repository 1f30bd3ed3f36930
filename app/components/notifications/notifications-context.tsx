import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from "react";
import {
  INITIAL_POPUP,
  INITIAL_TOASTS,
  popupReducer,
  toastReducer,
  type PopupInfo,
  type Toast,
} from "~/lib/notifications";
import { PopupDialog } from "./popup-dialog";
import { ToastRegion } from "./toast-region";

interface Notifications {
  notify: (toast: Omit<Toast, "index">) => void;
  openPopup(info: PopupInfo): void;
}

const NotificationsContext = createContext<Notifications | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatchToast] = useReducer(toastReducer, INITIAL_TOASTS);
  const [popup, dispatchPopup] = useReducer(popupReducer, INITIAL_POPUP);
  const notify = useCallback((toast: Omit<Toast, "index">) => dispatchToast({ type: "add", toast }), []);
  const dismiss = useCallback((index: number) => dispatchToast({ type: "remove", index }), []);
  const openPopup = useCallback((info: PopupInfo) => dispatchPopup({ type: "open", info }), []);
  const closePopup = useCallback(() => dispatchPopup({ type: "close" }), []);
  const value = useMemo(() => ({ notify, openPopup }), [notify, openPopup]);
  // A new submission starts clean: the toasts of the last one (a stale failure) go before its own arrive.
  // Capture phase, so this runs before the form's own handler can add a toast.
  useEffect(() => {
    const clear = () => dispatchToast({ type: "clear" });
    document.addEventListener("submit", clear, true);
    return () => document.removeEventListener("submit", clear, true);
  }, []);
  return (
    <NotificationsContext.Provider value={value}>
      {children}
      <ToastRegion toasts={toasts.toasts} onDismiss={dismiss} />
      <PopupDialog state={popup} onClose={closePopup} notify={notify} />
    </NotificationsContext.Provider>
  );
}

export function useNotifications(): Notifications {
  const context = useContext(NotificationsContext);
  if (!context) throw new Error("useNotifications outside NotificationsProvider");
  return context;
}
