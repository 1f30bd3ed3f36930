import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("the climate case's pictures", () => {
  it("never show a thermostat below the rule's minimum (a reading above it is a warm room before the rule acts)", () => {
    const text = fs.readFileSync(path.join(ROOT, "content/showcase/pt/climate-control.md"), "utf8");
    // The rule: "O fluxo no nodeAiFlow mantém a temperatura entre 23 °C e 26 °C".
    const min = Number(/entre (\d+) °C e \d+ °C/.exec(text)![1]);
    const pictures = fs
      .readdirSync(path.join(ROOT, "public/illustrations/showcase"))
      .filter((file) => file.startsWith("climate-control"));
    const setpoints = pictures.flatMap((file) =>
      [
        ...fs
          .readFileSync(path.join(ROOT, "public/illustrations/showcase", file), "utf8")
          .matchAll(/>(\d{2})<\/text>/g),
      ].map((match) => Number(match[1])),
    );
    expect(setpoints.length).toBeGreaterThan(0);
    expect(setpoints.filter((setpoint) => setpoint < min)).toEqual([]);
  });
});
