// `npm run cms`: the editor's local backend (scripts/cms-backend.ts: decap-server behind a guard, writing into
// content/ and public/images/ of this checkout) and the site's dev server with /admin pointed at it. Open
// http://localhost:3000/admin/. Ctrl+C stops both. CMS_PORT (default 8081) moves the backend; PORT, SITE_URL,
// CONTENT_DIR and the rest reach the site as usual. The backend takes requests only from SITE_URL's origin.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const cmsPort = process.env.CMS_PORT ?? "8081";
const sitePort = process.env.PORT ?? "3000";
const siteUrl = process.env.SITE_URL ?? `http://localhost:${sitePort}`;
const backendUrl = `http://127.0.0.1:${cmsPort}/api/v1`;

const children = [
  spawn(process.execPath, ["--import", "tsx", "scripts/cms-backend.ts"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      CMS_PORT: cmsPort,
      SITE_URL: siteUrl,
      GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY ?? root,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    },
  }),
  spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: sitePort,
      SITE_URL: siteUrl,
      CMS_BACKEND_URL: backendUrl,
    },
  }),
];
console.log(`Editor: ${siteUrl}/admin/ (local backend on ${backendUrl})`);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
