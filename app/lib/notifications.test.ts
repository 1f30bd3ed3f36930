import { describe, expect, it, vi } from "vitest";
import { answerPopup, INITIAL_POPUP, INITIAL_TOASTS, popupReducer, toastReducer } from "./notifications";

describe("toastReducer", () => {
  it("stacks toasts with increasing indexes and removes one by index", () => {
    let state = toastReducer(INITIAL_TOASTS, {
      type: "add",
      toast: { status: "success", icon: "check", message: "a" },
    });
    state = toastReducer(state, { type: "add", toast: { status: "error", icon: "bell", message: "b" } });
    expect(state.toasts.map((t) => [t.index, t.message])).toEqual([
      [0, "a"],
      [1, "b"],
    ]);
    state = toastReducer(state, { type: "remove", index: 0 });
    expect(state.toasts.map((t) => t.message)).toEqual(["b"]);
    state = toastReducer(state, { type: "add", toast: { status: "info", icon: "info", message: "c" } });
    expect(state.toasts.map((t) => t.index)).toEqual([1, 2]);
  });

  it("clears every toast and keeps counting indexes after", () => {
    let state = toastReducer(INITIAL_TOASTS, {
      type: "add",
      toast: { status: "error", icon: "alert", message: "stale" },
    });
    state = toastReducer(state, { type: "clear" });
    expect(state.toasts).toEqual([]);
    state = toastReducer(state, { type: "add", toast: { status: "success", icon: "check", message: "fresh" } });
    expect(state.toasts.map((t) => [t.index, t.message])).toEqual([[1, "fresh"]]);
  });
});

describe("popup", () => {
  it("opens with info and closes back to the initial state", () => {
    const opened = popupReducer(INITIAL_POPUP, { type: "open", info: { message: "Sure?" } });
    expect(opened).toEqual({ status: true, info: { message: "Sure?" } });
    expect(popupReducer(opened, { type: "close" })).toEqual(INITIAL_POPUP);
  });
  it("runs the confirm action on OK and raises no toast", () => {
    const actionConfirm = vi.fn();
    expect(answerPopup({ message: "x", actionConfirm }, "confirm", "Operação cancelada")).toBeNull();
    expect(actionConfirm).toHaveBeenCalledOnce();
  });
  it("gives a warning toast with the cancel message on Cancel and runs nothing", () => {
    const actionConfirm = vi.fn();
    expect(answerPopup({ message: "x", actionConfirm }, "cancel", "Operation cancelled")).toEqual({
      status: "warning",
      icon: "alert",
      message: "Operation cancelled",
    });
    expect(actionConfirm).not.toHaveBeenCalled();
  });
});
