import { describe, expect, it } from "vitest";
import { parseRegistrations, withoutRegistration, withRegistration } from "./registration-store";

const record = (formId: string) => ({
  formId,
  fields: { name: "Ana", email: "ana@example.com" },
  registeredAt: "2026-11-22T12:00:00.000Z",
});

describe("registrations kept under 'registered'", () => {
  it("keeps one record per form", () => {
    const map = withRegistration(withRegistration({}, record("curso-esp32-2027")), record("workshop-niot-lab"));
    expect(Object.keys(map)).toEqual(["curso-esp32-2027", "workshop-niot-lab"]);
    expect(parseRegistrations(JSON.stringify(map))).toEqual(map);
  });

  it("clearing one form leaves the others", () => {
    const map = withRegistration(withRegistration({}, record("a")), record("b"));
    expect(Object.keys(withoutRegistration(map, "a"))).toEqual(["b"]);
  });

  it("reads nothing from garbage or from records filed under another form", () => {
    expect(parseRegistrations(null)).toEqual({});
    expect(parseRegistrations("not json")).toEqual({});
    expect(parseRegistrations("[1,2]")).toEqual({});
    expect(parseRegistrations(JSON.stringify({ x: record("y") }))).toEqual({});
  });

  it("accepts the older single-record shape", () => {
    expect(parseRegistrations(JSON.stringify({ formId: "a", fields: { name: "Ana" } }))).toEqual({
      a: { formId: "a", fields: { name: "Ana" }, registeredAt: "" },
    });
  });
});
