import { describe, expect, it } from "vitest";
import { courseCatalogue } from "../forms/course-catalogue";
import { formPages } from "./page-posts";

const action = () => null;
const routes = {
  root: { id: "root", path: "", module: {} },
  "routes/home": { id: "routes/home", index: true, parentId: "root", module: { action } },
  "routes/about": { id: "routes/about", path: "about", parentId: "root", module: {} },
  "routes/contact": { id: "routes/contact", path: "contact", parentId: "routes/about", module: { action } },
  "routes/landing": { id: "routes/landing", path: ":slug", parentId: "root", module: { action } },
};

describe("formPages", () => {
  it("takes posts at the address of each route with an action, and a dynamic one's known addresses only", () => {
    const takesPosts = formPages(routes);
    const course = courseCatalogue()[0]!.slug;
    expect(["/", "/about/contact", `/${course}`].filter(takesPosts)).toHaveLength(3);
    expect(["/about", "/no-such-course", "/about/team"].filter(takesPosts)).toEqual([]);
  });

  it("refuses a dynamic route with an action whose addresses it does not know", () => {
    const showcase = { id: "routes/case", path: "showcase/:id", parentId: "root", module: { action } };
    expect(() => formPages({ ...routes, [showcase.id]: showcase })).toThrow(/routes\/case .*showcase\/:id/);
  });
});
