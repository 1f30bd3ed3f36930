import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("NODE_ENV and HOST", () => {
  it("refuses the development server off loopback, which would serve the project's files (the database too)", () => {
    for (const env of [
      { HOST: "0.0.0.0" },
      { HOST: "::" },
      { HOST: "192.168.1.20" },
      { HOST: "0.0.0.0", NODE_ENV: "development" },
      { HOST: "0.0.0.0", NODE_ENV: "test" },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(
        /^Invalid configuration: HOST \S+ is not a loopback address, and NODE_ENV=\w+ serves the project's files/,
      );
    }
  });

  it("lets the development server listen on loopback, and the built site anywhere", () => {
    for (const HOST of ["127.0.0.1", "127.0.0.2", "::1", "localhost"]) expect(loadConfig({ HOST }).HOST).toBe(HOST);
    expect(loadConfig({}).NODE_ENV).toBe("development");
    expect(loadConfig({ HOST: "0.0.0.0", NODE_ENV: "production", SITE_URL: "https://niot.example" }).HOST).toBe(
      "0.0.0.0",
    );
  });
});

describe("URL settings", () => {
  const REMOTE = [
    "APP_URL",
    "LEAD_API_URL",
    "USERS_API_URL",
    "DISCORD_URL",
    "LEAD_WEBHOOK_URL",
    "CMS_AUTH_URL",
    "RDSTATION_API_URL",
    "HUBSPOT_API_URL",
  ];
  // The webhook needs its secret beside it, or the pair's own check speaks first.
  const withPair = (name: string, value: string, env: Record<string, string> = {}) => ({
    ...env,
    [name]: value,
    ...(name === "LEAD_WEBHOOK_URL" ? { LEAD_WEBHOOK_SECRET: "s".repeat(16) } : {}),
  });

  it("refuse any scheme but https, and plain http across a network, with one line naming the setting", () => {
    for (const name of REMOTE) {
      for (const value of [
        "javascript:alert(1)",
        "file:///etc/passwd",
        "http://hooks.example/niot",
        "ftp://x.example",
      ]) {
        expect(() => loadConfig(withPair(name, value)), `${name}=${value}`).toThrow(
          new RegExp(`^Invalid configuration: ${name} must be https:// .* is refused$`),
        );
      }
      expect(() => loadConfig(withPair(name, "http://127.0.0.1:3249", { NODE_ENV: "production" })), name).toThrow(
        `Invalid configuration: ${name} must be https://`,
      );
    }
  });

  it("take https anywhere, and http to this machine outside production (the tests' stand-in receivers)", () => {
    for (const name of REMOTE) {
      for (const value of [
        "https://hooks.example/niot",
        "http://127.0.0.1:3249/x",
        "http://localhost:8080",
        "http://[::1]:81",
      ]) {
        expect(loadConfig(withPair(name, value, { NODE_ENV: "test" }))[name as "APP_URL"], `${name}=${value}`).toBe(
          value,
        );
      }
    }
    // The defaults, in production too (npm start with no settings).
    expect(loadConfig({ NODE_ENV: "production" })).toMatchObject({
      APP_URL: "https://app.niot.example",
      DISCORD_URL: "https://discord.gg/niot-example",
      SITE_URL: "http://localhost:3000",
    });
  });

  it("SITE_URL, the site's own address: https, http to this machine (a local run of the build), any http outside production", () => {
    for (const value of ["javascript:alert(1)", "file:///srv/site", "http://niot.example"]) {
      expect(() => loadConfig({ NODE_ENV: "production", SITE_URL: value }), value).toThrow(
        /^Invalid configuration: SITE_URL must be https:\/\/ .* is refused$/,
      );
    }
    expect(() => loadConfig({ SITE_URL: "javascript:alert(1)" })).toThrow("Invalid configuration: SITE_URL");
    for (const [env, value] of [
      ["production", "https://niot.example"],
      ["production", "http://127.0.0.1:3173"],
      ["development", "http://localhost:3000"],
      ["test", "http://niot.example"],
    ])
      expect(loadConfig({ NODE_ENV: env, SITE_URL: value }).SITE_URL, `${env} ${value}`).toBe(value);
  });
});
