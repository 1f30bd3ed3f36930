import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

describe("TRUST_PROXY", () => {
  it("refuses trusting any X-Forwarded-For, with one line naming the variable", () => {
    for (const value of ["on", "true", "*", "everyone"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/^Invalid configuration: TRUST_PROXY .*refused/);
    }
  });

  it("refuses a hop count over 3, which reaches past the proxies into what the client wrote", () => {
    for (const value of ["4", "10", "1000"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        new RegExp(`^Invalid configuration: TRUST_PROXY .*refused.*: ${value} hops is more than 3$`),
      );
    }
    expect(loadConfig({ TRUST_PROXY: "3" }).TRUST_PROXY).toBe(3);
  });

  it("refuses a range wider than a proxy's, IPv4 held in IPv6 included, and what is not an address", () => {
    const refused: Array<[value: string, named: string]> = [
      ["0.0.0.0/0", "0.0.0.0/0"],
      ["::/0", "::/0"],
      ["loopback, 0.0.0.0/1", "0.0.0.0/1"],
      ["4.0.0.0/6", "4.0.0.0/6"],
      ["2000::/3", "2000::/3"],
      ["::/8", "::/8"],
      ["::ffff:0.0.0.0/96", "::ffff:0.0.0.0/96"],
      ["::ffff:0:0/100", "::ffff:0:0/100"],
      ["10.0.0.0/33", "10.0.0.0/33"],
      ["1.2.3", "1.2.3"],
      [":::/64", ":::/64"],
    ];
    for (const [value, named] of refused) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        new RegExp(`^Invalid configuration: TRUST_PROXY .*refused.*: ${named.replace(/[.*]/g, "\\$&")} is `),
      );
    }
  });

  it("takes the ranges proxies and load balancers sit in", () => {
    const ranges =
      "10.0.0.0/8, 172.16.0.0/12, 173.245.48.0/20, fc00::/7, 2400:cb00::/32, ::ffff:10.0.0.0/104, 192.0.2.7";
    expect(loadConfig({ TRUST_PROXY: ranges }).TRUST_PROXY).toHaveLength(7);
  });

  it("takes off, a hop count, or addresses and CIDRs as Express does", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,fd00::/8" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::/8",
    ]);
  });

  describe("rate-limit key", () => {
    let app: TestApp;
    let drop: () => Promise<void>;
    afterEach(async () => {
      await app.close();
      await drop();
    });
    const threeFromForgedAddresses = async (trustProxy: string) => {
      const fresh = await freshDatabaseUrl("sqlite");
      drop = fresh.drop;
      app = await startTestApp({ DATABASE_URL: fresh.url, RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: trustProxy });
      const statuses = [];
      for (const forged of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
        const response = await app.post(
          "/api/lead",
          { formId: "newsletter", email: `${forged}@example.com` },
          { headers: { "X-Forwarded-For": forged } },
        );
        statuses.push(response.status);
      }
      return statuses;
    };

    it("ignores X-Forwarded-For from a client that is not a trusted proxy", async () => {
      expect(await threeFromForgedAddresses("10.0.0.0/8")).toEqual([201, 201, 429]);
    });

    it("follows X-Forwarded-For from a trusted proxy", async () => {
      expect(await threeFromForgedAddresses("loopback")).toEqual([201, 201, 201]);
    });
  });
});
