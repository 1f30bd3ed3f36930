import { describe, expect, it } from "vitest";
import { createT } from "./translator";

const bundles = {
  common: {
    brand: "NIoT",
    nav: { hello: "Olá, {{name}}!" },
    items_one: "{{count}} item",
    items_other: "{{count}} itens",
    list: ["a {{x}}", "b"],
  },
  forms: { only: "só em forms", brand: "outra" },
};

describe("createT", () => {
  const t = createT("pt", bundles, ["common", "forms"]);

  it("looks up dotted keys and fills placeholders", () => {
    expect(t("nav.hello", { name: "Ana" })).toBe("Olá, Ana!");
  });

  it("searches the namespaces in order, or the one named", () => {
    expect(t("brand")).toBe("NIoT");
    expect(t("only")).toBe("só em forms");
    expect(t("forms:brand")).toBe("outra");
    expect(t("brand", { ns: "forms" })).toBe("outra");
  });

  it("picks the plural form of the language", () => {
    expect(t("items", { count: 1 })).toBe("1 item");
    expect(t("items", { count: 2 })).toBe("2 itens");
    expect(createT("en", { common: { n_one: "one", n_other: "many" } }, ["common"])("n", { count: 0 })).toBe("many");
  });

  it("says zero with the _zero key when there is one, never '0 item' in pt", () => {
    expect(t("items", { count: 0 })).toBe("0 item");
    const withZero = createT(
      "pt",
      { common: { n_zero: "nenhum", n_one: "{{count}} caso", n_other: "{{count}} casos" } },
      ["common"],
    );
    expect(withZero("n", { count: 0 })).toBe("nenhum");
    expect(withZero("n", { count: 1 })).toBe("1 caso");
    expect(withZero("n", { count: 1_000_000 })).toBe("1000000 casos");
  });

  it("returns objects only when asked, with their strings filled", () => {
    expect(t("list", { returnObjects: true, x: 1 })).toEqual(["a 1", "b"]);
    expect(t("list")).toBe("list");
  });

  it("falls back to the default value, then to the key", () => {
    expect(t("missing.key", { defaultValue: "padrão" })).toBe("padrão");
    expect(t("missing.key")).toBe("missing.key");
  });
});
