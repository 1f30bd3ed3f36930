import { describe, expect, it } from "vitest";
import { formPages } from "./page-posts";

const action = () => null;
const courses = [
  { slug: "iot-workshop", formId: "iot-workshop", registrationUntil: "2026-12-01", endsAt: "2026-12-09T21:00-03:00" },
];
const routes = {
  root: { id: "root", path: "", module: {} },
  "routes/home": { id: "routes/home", index: true, parentId: "root", module: { action } },
  "routes/about": { id: "routes/about", path: "about", parentId: "root", module: {} },
  "routes/contact": { id: "routes/contact", path: "contact", parentId: "routes/about", module: { action } },
  "routes/landing": { id: "routes/landing", path: ":slug", parentId: "root", module: { action } },
};

describe("formPages", () => {
  it("takes posts at the address of each route with an action, and a dynamic one's known addresses only", () => {
    const takesPosts = formPages(routes, courses);
    expect(["/", "/about/contact", "/iot-workshop"].filter(takesPosts)).toHaveLength(3);
    expect(["/about", "/no-such-course", "/about/team"].filter(takesPosts)).toEqual([]);
  });

  it("refuses a dynamic route with an action whose addresses it does not know", () => {
    const showcase = { id: "routes/case", path: "showcase/:id", parentId: "root", module: { action } };
    expect(() => formPages({ ...routes, [showcase.id]: showcase }, courses)).toThrow(/routes\/case .*showcase\/:id/);
  });
});
