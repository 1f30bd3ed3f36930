import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { leadWebhook, loadConfig } from "../../server/config";

const URL_ONLY = { LEAD_WEBHOOK_URL: "https://hooks.example/niot" };
const SECRET_ONLY = { LEAD_WEBHOOK_SECRET: "webhook-secret-0123456789" };

describe("lead webhook configuration", () => {
  it("is off when both variables are unset, on when both are set", () => {
    expect(leadWebhook(loadConfig({}))).toBeNull();
    expect(leadWebhook(loadConfig({ ...URL_ONLY, ...SECRET_ONLY }))).toEqual({
      url: URL_ONLY.LEAD_WEBHOOK_URL,
      secret: SECRET_ONLY.LEAD_WEBHOOK_SECRET,
      timeoutMs: 10_000,
      retryBaseMs: 1000,
    });
  });

  it("refuses one without the other, naming both", () => {
    expect(() => loadConfig(URL_ONLY)).toThrow(
      "Invalid configuration: LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET must be set together (LEAD_WEBHOOK_SECRET is missing)",
    );
    expect(() => loadConfig(SECRET_ONLY)).toThrow("(LEAD_WEBHOOK_URL is missing)");
  });

  it("refuses HubSpot's portal without its form, and the other way round", () => {
    expect(() => loadConfig({ HUBSPOT_PORTAL_ID: "1234567" })).toThrow(
      "Invalid configuration: HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID must be set together (HUBSPOT_FORM_ID is missing)",
    );
    expect(() => loadConfig({ HUBSPOT_FORM_ID: "9a8b7c6d-0000-4000-8000-123456789abc" })).toThrow(
      "(HUBSPOT_PORTAL_ID is missing)",
    );
  });

  it("stops the server at start with that one line", () => {
    const child = spawnSync(process.execPath, ["--import", "tsx", "server.ts"], {
      env: { PATH: process.env.PATH, ...URL_ONLY, PORT: "0", DATABASE_URL: "sqlite::memory:" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(child.status).toBe(1);
    expect(child.stderr.trim()).toBe(
      "Invalid configuration: LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET must be set together (LEAD_WEBHOOK_SECRET is missing)",
    );
  });
});
