import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

export default mergeConfig(base, defineConfig({ test: { include: ["tests/reliability/**/*.test.ts"], testTimeout: 180_000 } }));
