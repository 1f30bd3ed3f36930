import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/** The slow process-level suites (kill -9, rolling restart) on their own; `include` replaces the base list. */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ["tests/reliability/**/*.test.ts"], testTimeout: 180_000 },
});
