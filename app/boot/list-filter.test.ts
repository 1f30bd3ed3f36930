// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import LIST_FILTER_SCRIPT from "./list-filter.ts?inline-script";

const COUNT = 'data-count-of="grid" data-one="{{count}} evento" data-other="{{count}} eventos"';
beforeAll(() => {
  // The program as built, run once: its listener is on the document, which document.open() keeps in jsdom.
  new Function(LIST_FILTER_SCRIPT)();
});
beforeEach(() => {
  document.open();
  document.write(
    `<html lang="pt-BR"><body><form><input type="search" id="field" data-filters="grid"></form><p id="count" ${COUNT}>3 eventos</p>` +
      '<ul id="grid"><li><h3>Workshop de Automação</h3><span data-tag="free">Gratuito</span></li>' +
      "<li><h3>Curso de ESP32</h3><p>Sensores e relés</p></li><li><h3>Webinar: agentes</h3></li></ul></body></html>",
  );
  document.close();
});

const type = (text: string) => {
  const field = document.getElementById("field") as HTMLInputElement;
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
};
const shown = () =>
  [...document.querySelectorAll("li")]
    .filter((item) => !item.hidden)
    .map((item) => item.querySelector("h3")!.textContent);

describe("the list filter before hydration", () => {
  it("shows the items holding every word, ignoring case and accents, with tags, and says how many", () => {
    type("automacao");
    expect(shown()).toEqual(["Workshop de Automação"]);
    expect(document.getElementById("count")!.textContent).toBe("1 evento");
    type("RELES esp32");
    expect(shown()).toEqual(["Curso de ESP32"]);
    type("free");
    expect(shown()).toEqual(["Workshop de Automação"]);
    type("nada disso");
    expect(shown()).toEqual([]);
    // Portuguese counts 0 as "one", as the translator does (app/lib/plural-category.ts).
    expect(document.getElementById("count")!.textContent).toBe("0 evento");
    type("");
    expect(shown()).toHaveLength(3);
    expect(document.getElementById("count")!.textContent).toBe("3 eventos");
  });

  it("leaves the list to React once hydrated", () => {
    document.documentElement.setAttribute("data-hydrated", "");
    type("automacao");
    expect(shown()).toHaveLength(3);
  });
});
