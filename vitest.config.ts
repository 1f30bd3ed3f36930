import { defineConfig } from "vitest/config";
import path from "node:path";
import { contentPlugin } from "./content-pipeline/index";
import { iconSpritesPlugin } from "./scripts/vite/icon-sprites-plugin";
import { inlineScriptPlugin } from "./scripts/vite/inline-script-plugin";

export default defineConfig({
  /** Tests of server modules read the checked content as the site does (virtual:content); boot scripts are built as the site builds them. */
  plugins: [contentPlugin(), iconSpritesPlugin(), inlineScriptPlugin()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "content-pipeline/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/structured-data/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/setup/setup-test-env.ts"],
    testTimeout: 20000,
    hookTimeout: 30000,
    fileParallelism: false,
  },
});
