/** Toasts and the confirm popup of spec §3 "Client state", as pure reducers. */

export const TOAST_LIFETIME_MS = 5000;

export type ToastStatus = "success" | "error" | "warning" | "info";
export type ToastIcon = "check" | "bell" | "alert" | "info";

export interface Toast {
  index: number;
  status: ToastStatus;
  icon: ToastIcon;
  message: string;
}

export type ToastAction =
  { type: "add"; toast: Omit<Toast, "index"> } | { type: "remove"; index: number } | { type: "clear" };

export interface ToastState {
  toasts: Toast[];
  nextIndex: number;
}

export const INITIAL_TOASTS: ToastState = { toasts: [], nextIndex: 0 };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "add":
      return {
        toasts: [...state.toasts, { ...action.toast, index: state.nextIndex }],
        nextIndex: state.nextIndex + 1,
      };
    case "remove":
      return { ...state, toasts: state.toasts.filter((toast) => toast.index !== action.index) };
    case "clear":
      return { ...state, toasts: [] };
  }
}

export interface PopupInfo {
  icon?: ToastIcon;
  message: string;
  actionConfirm?: () => void;
  hiddenCancel?: boolean;
  cancelText?: string;
  confirmText?: string;
}

export interface PopupState {
  status: boolean;
  info: PopupInfo | null;
}

export type PopupAction = { type: "open"; info: PopupInfo } | { type: "close" };

export const INITIAL_POPUP: PopupState = { status: false, info: null };

export function popupReducer(_state: PopupState, action: PopupAction): PopupState {
  return action.type === "open" ? { status: true, info: action.info } : INITIAL_POPUP;
}

/** What answering the popup does: OK runs the confirm action; Cancel yields a warning toast. */
export function answerPopup(
  info: PopupInfo,
  answer: "confirm" | "cancel",
  cancelledMessage: string,
): Omit<Toast, "index"> | null {
  if (answer === "confirm") {
    info.actionConfirm?.();
    return null;
  }
  return { status: "warning", icon: "alert", message: cancelledMessage };
}
