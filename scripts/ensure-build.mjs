// Builds the site before `npm start` when there is no build yet or a source file is newer than it, and the
// compiled server (build/server.js) when it is missing or older than a source it is built from.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildServer, EDITOR_FILES, SERVER_BUNDLE } from "./build-server.mjs";

const STAMP = "build/.stamp";
const SOURCES = [
  "app",
  "content",
  "public",
  "content-pipeline",
  "scripts/vite",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const built = fs.existsSync(STAMP) && fs.existsSync("build/server/index.js") ? fs.statSync(STAMP).mtimeMs : 0;
const sources = Math.max(...SOURCES.map(newestMtime));
if (built < sources) {
  console.log(built ? "Sources changed since the last build: building…" : "No build yet: building…");
  // Always a production build: run from Vitest (NODE_ENV=test) Vite would build with import.meta.env.PROD
  // false, and the site would keep React Router's own boot instead of deferring hydration.
  // The pages' Open Graph pictures first: Vite copies public/ into the build.
  execSync("npx tsx scripts/og-images.ts --pages", { stdio: "inherit" });
  execSync("npx react-router build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  fs.writeFileSync(STAMP, new Date().toISOString());
}

const SERVER_SOURCES = [
  "server.ts",
  "server",
  "app",
  "content-pipeline",
  "scripts/build-server.mjs",
  "package-lock.json",
];
const serverBuilt = fs.existsSync(SERVER_BUNDLE) ? fs.statSync(SERVER_BUNDLE).mtimeMs : 0;
if (serverBuilt < Math.max(...SERVER_SOURCES.map(newestMtime)) || !fs.existsSync(EDITOR_FILES)) await buildServer();
