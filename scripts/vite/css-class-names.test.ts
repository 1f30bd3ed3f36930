import path from "node:path";
import { describe, expect, it } from "vitest";
import { shortClassNames } from "./css-class-names";

const root = path.join(path.sep, "checkout");
const file = (relative: string) => path.join(root, ...relative.split("/"));

describe("shortClassNames", () => {
  it("names a class with six characters a CSS identifier may hold, the same in every build and checkout", () => {
    const name = shortClassNames(root)("tagList", file("app/features/events/event-card.module.css"));
    expect(name).toMatch(/^_[A-Za-z0-9_-]{5}$/);
    const elsewhere = path.join(path.sep, "tmp", "clone");
    expect(
      shortClassNames(elsewhere)("tagList", path.join(elsewhere, "app/features/events/event-card.module.css")),
    ).toBe(name);
  });

  it("gives the same class of two stylesheets two names, ignoring the query Vite adds to a module's id", () => {
    const names = shortClassNames(root);
    const card = names("title", file("app/features/events/event-card.module.css"));
    expect(names("title", file("app/features/blog/blog-card.module.css"))).not.toBe(card);
    expect(names("title", `${file("app/features/events/event-card.module.css")}?used`)).toBe(card);
  });

  it("fails the build when two classes would share a name", () => {
    const names = shortClassNames(root);
    const seen = new Map<string, string>();
    const collide = () => {
      for (let index = 0; ; index++) {
        const name = names(`c${index}`, file("app/styles.module.css"));
        if (seen.has(name)) return;
        seen.set(name, `c${index}`);
      }
    };
    expect(collide).toThrow(/hash to the same name/);
  });
});
