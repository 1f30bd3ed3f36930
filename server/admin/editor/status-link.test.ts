// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { showStatusLinkOutsideForms } from "./status-link";

describe("the link to the translation status", () => {
  it("shows on Decap's lists and hides on an entry's form, where it would cover the fields", () => {
    document.body.innerHTML = '<a class="editor-status-link" href="/admin/status?lang=pt">Status</a>';
    const link = document.querySelector<HTMLElement>(".editor-status-link")!;
    const visit = (hash: string) => {
      location.hash = hash;
      dispatchEvent(new HashChangeEvent("hashchange"));
      return link.hidden;
    };
    visit("#/collections/blog");
    showStatusLinkOutsideForms();
    expect(link.hidden).toBe(false);
    expect(visit("#/collections/blog/new")).toBe(true);
    expect(visit("#/collections/blog")).toBe(false);
    expect(visit("#/collections/blog/entries/sensor-na-estufa")).toBe(true);
    expect(visit("#/collections/plans/entries/plans")).toBe(true);
    expect(visit("#/media")).toBe(false);
  });
});
