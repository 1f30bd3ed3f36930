// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import LIST_SORT_SCRIPT from "./list-sort.ts?inline-script";

beforeAll(() => {
  // The program as built, run once: its listener is on the document, which document.open() keeps in jsdom.
  new Function(LIST_SORT_SCRIPT)();
});
beforeEach(() => {
  history.replaceState({ key: "entry", idx: 0 }, "", "/events?q=curso");
  document.documentElement.removeAttribute("data-hydrated");
  document.body.innerHTML =
    '<form><select id="sort" name="sort" data-sorts="grid"><option value="recentes">Mais recentes</option>' +
    '<option value="antigos">Mais antigos</option></select></form><ul id="grid">' +
    '<li data-end-date="2026-12-20T21:00:00-03:00" data-id="3" data-upcoming>Próximo</li>' +
    '<li data-end-date="2026-03-10T21:00:00-03:00" data-id="1">Março</li>' +
    '<li data-end-date="2025-11-02T21:00:00-03:00" data-id="2">Novembro</li></ul>';
});

const choose = (value: string) => {
  const select = document.getElementById("sort") as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
};
const order = () => [...document.querySelectorAll("li")].map((item) => item.textContent);

describe("the list sort before hydration", () => {
  it("orders the server's items oldest first, then back, and writes the choice into the address", () => {
    choose("antigos");
    expect(order()).toEqual(["Novembro", "Março", "Próximo"]);
    expect(location.search).toBe("?q=curso&sort=antigos");
    choose("recentes");
    expect(order()).toEqual(["Próximo", "Março", "Novembro"]);
    expect(location.search).toBe("?q=curso");
  });

  it("keeps the history entry's state, which React Router reads at hydration", () => {
    choose("antigos");
    expect(history.state).toEqual({ key: "entry", idx: 0 });
  });

  it("leaves the list to React once the page has hydrated", () => {
    document.documentElement.setAttribute("data-hydrated", "");
    choose("antigos");
    expect(order()).toEqual(["Próximo", "Março", "Novembro"]);
    expect(location.search).toBe("?q=curso");
  });
});
