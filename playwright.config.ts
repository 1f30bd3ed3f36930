import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/support/chromium";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** E2E_SERVER=dev runs the suite against the Vite dev server (no build), for parallel work on one tree. */
const devServer = process.env.E2E_SERVER === "dev";
const database = `sqlite:./data/e2e-${E2E_PORT}.db`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1440, height: 900 },
    locale: "pt-BR",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
  },
  webServer: {
    command: `${devServer ? "" : "node scripts/ensure-build.mjs && "}rm -f data/e2e-${E2E_PORT}.db* && NODE_ENV=${devServer ? "development" : "production"} PORT=${E2E_PORT} DATABASE_URL=${database} RATE_LIMIT_PER_MINUTE=10000 ADMIN_TOKEN=e2e-admin-token-0123456789abcdefghijklmnop ${devServer ? "npx tsx server.ts" : "node build/server.js"}`,
    url: `http://127.0.0.1:${E2E_PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
