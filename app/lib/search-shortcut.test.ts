// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isSearchShortcut, isTypingTarget } from "./search-shortcut";

const key = (init: Partial<Parameters<typeof isSearchShortcut>[0]> & { key: string }) => ({
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...init,
});

describe("search shortcut", () => {
  it("opens with Ctrl+K and Cmd+K, even from a field", () => {
    const input = document.createElement("input");
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: "K", metaKey: true, target: input }))).toBe(true);
  });
  it("opens with / outside fields only", () => {
    expect(isSearchShortcut(key({ key: "/" }))).toBe(true);
    expect(isSearchShortcut(key({ key: "/", target: document.createElement("textarea") }))).toBe(false);
    const editable = document.createElement("div");
    editable.setAttribute("contenteditable", "true");
    expect(isSearchShortcut(key({ key: "/", target: editable }))).toBe(false);
  });
  it("ignores plain letters, Alt combinations and handled events", () => {
    expect(isSearchShortcut(key({ key: "k" }))).toBe(false);
    expect(isSearchShortcut(key({ key: "k", ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: "/", defaultPrevented: true }))).toBe(false);
  });
  it("treats a checkbox as not typing and a search box as typing", () => {
    const checkbox = document.createElement("input");
    checkbox.type = "checkbox";
    const search = document.createElement("input");
    search.type = "search";
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(search)).toBe(true);
  });
});
