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

describe("CMS_BACKEND_URL", () => {
  it("refuses the local editor's backend, which has no sign-in, in production or off loopback", () => {
    const backend = "http://127.0.0.1:8081/api/v1";
    for (const env of [
      { CMS_BACKEND_URL: backend, NODE_ENV: "production", SITE_URL: "https://niot.example" },
      { CMS_BACKEND_URL: backend, NODE_ENV: "production", SITE_URL: "https://niot.example", HOST: "0.0.0.0" },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(
        /^Invalid configuration: CMS_BACKEND_URL is the local editor's backend \(npm run cms\), with no sign-in/,
      );
    }
    expect(loadConfig({ CMS_BACKEND_URL: backend }).CMS_BACKEND_URL).toBe(backend);
  });
});
