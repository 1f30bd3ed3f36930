// `npm test`: typecheck, import directions (dependency-cruiser), format, lint, unit + integration (Vitest), then browser
// tests (Playwright), with one closing count.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "niot-test-"));
const vitestJson = path.join(dir, "vitest.json");
const reliabilityJson = path.join(dir, "reliability.json");
const playwrightJson = path.join(dir, "playwright.json");

function run(label, command, env = {}) {
  console.log(`\n▶ ${label}: ${command}`);
  const result = spawnSync(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

const steps = [];
steps.push(run("typecheck", "npx react-router typegen && npx tsc"));
steps.push(run("dependencies", "npm run --silent deps"));
steps.push(run("format", "npx prettier --check . --log-level warn"));
steps.push(run("lint", "npx eslint . --max-warnings 0"));
steps.push(
  run("unit and integration", `npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestJson}`),
);
steps.push(
  run(
    "reliability (crashes, rolling restart)",
    `npx vitest run --config vitest.reliability.config.ts --reporter=default --reporter=json --outputFile.json=${reliabilityJson}`,
  ),
);
steps.push(run("browser", "npx playwright test", { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson }));

let passed = 0;
let failed = 0;
for (const file of [vitestJson, reliabilityJson]) {
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (fs.existsSync(playwrightJson)) {
  const { stats } = JSON.parse(fs.readFileSync(playwrightJson, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
const ok = steps.every(Boolean);
if (!ok && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
