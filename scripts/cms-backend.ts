// The editor's local backend for `npm run cms`: decap-server's file-system middleware behind a guard, so
// that only the editor on the site's own address reaches it (issue 70). decap-server alone listens for any
// Host and any localhost origin and reads and writes anywhere in the checkout: a page using DNS rebinding
// read data/site.db and overwrote server.ts through it. The guard
// - answers only requests whose Host is this backend's loopback address (DNS rebinding sends another name);
// - takes writes only from the site's origin, and CORS allows only that origin (decap-server's ORIGIN);
// - reads and writes only content/ (Markdown) and public/images/ (images), never a path with `..`;
// - refuses an SVG that would run code or load another file (content-pipeline/svg-safety.ts).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { unsafeSvgPart } from "../content-pipeline";

export interface LocalBackendOptions {
  /** The checkout the editor writes into. */
  root: string;
  /** The port this backend listens on (127.0.0.1 and localhost with this port are its only Host names). */
  port: number;
  /** The site's origin, as the editor's page has it (http://localhost:3000). */
  siteOrigin: string;
  logLevel?: string;
}

/** Where the editor may read and write, and what it may write there. */
const AREAS: ReadonlyArray<{ folder: string; files: RegExp }> = [
  { folder: "content", files: /\.md$/ },
  { folder: "public/images", files: /\.(svg|png|webp|jpe?g)$/i },
];
/** The parameters of decap-server's actions that name a file or a folder. */
const PATH_KEYS = new Set(["path", "newPath", "folder", "mediaFolder", "paths"]);
/** decap-server's actions in `fs` mode: anything else (the editorial workflow's) has no business here. */
const ACTIONS = new Set([
  "info",
  "entriesByFolder",
  "entriesByFiles",
  "getEntry",
  "persistEntry",
  "getMedia",
  "getMediaFile",
  "persistMedia",
  "deleteFile",
  "deleteFiles",
  "getDeployPreview",
]);

function pathsIn(value: unknown, key = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => pathsIn(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, item]) => pathsIn(item, name));
  return PATH_KEYS.has(key) ? [String(value)] : [];
}

/** Whether the editor may use this path (relative to the checkout); a folder to read, or a file of its kind. */
export function allowedPath(file: string): boolean {
  if (file.includes("\\") || file.includes("\0") || file.startsWith("/")) return false;
  if (file.split("/").some((part) => part === ".." || part === ".")) return false;
  return AREAS.some(
    ({ folder, files }) =>
      file === folder || (file.startsWith(`${folder}/`) && (files.test(file) || !/\.\w+$/.test(file))),
  );
}

interface Asset {
  path: string;
  content: string;
  encoding: string;
}

function assetsOf(body: { action?: string; params?: Record<string, unknown> }): Asset[] {
  const params = body.params ?? {};
  if (body.action === "persistMedia") return [params.asset as Asset];
  if (body.action === "persistEntry") return (params.assets as Asset[] | undefined) ?? [];
  return [];
}

interface DataFile {
  path: string;
  raw: string;
  newPath?: string;
}

/**
 * Decap sends every language's file on each save: a file already holding those bytes is left alone, so its
 * modification time stays that of its last real change (the translation status reads uncommitted work by it).
 */
function withoutUnchangedFiles(root: string, body: { action?: string; params?: Record<string, unknown> }) {
  const files = body.params?.dataFiles as DataFile[] | undefined;
  if (body.action !== "persistEntry" || !files) return;
  body.params!.dataFiles = files.filter((file) => {
    if (file.newPath) return true;
    const target = path.join(root, file.path);
    return !fs.existsSync(target) || fs.readFileSync(target, "utf8") !== file.raw;
  });
}

const refuse = (res: express.Response, status: number, error: string) => res.status(status).json({ error });

export function localBackend({ root, port, siteOrigin, logLevel = "warn" }: LocalBackendOptions): express.Express {
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  const app = express();
  app.disable("x-powered-by");
  const host: RequestHandler = (req, res, next) =>
    hosts.has(req.headers.host ?? "") ? next() : refuse(res, 421, "This backend answers only on its loopback address");
  const origin: RequestHandler = (req, res, next) => {
    const from = req.headers.origin;
    if (from !== undefined && from !== siteOrigin) return refuse(res, 403, `Only ${siteOrigin} may use this backend`);
    if (req.method !== "GET" && req.method !== "OPTIONS" && from === undefined)
      return refuse(res, 403, `Only ${siteOrigin} may use this backend`);
    // So that the editor can read a refusal's reason too (decap-server's CORS answers only what reaches it).
    if (from !== undefined) res.setHeader("Access-Control-Allow-Origin", siteOrigin);
    next();
  };
  const scope: RequestHandler = (req, res, next) => {
    const body = req.body as { action?: string; params?: Record<string, unknown> } | undefined;
    if (!body || typeof body.action !== "string" || !ACTIONS.has(body.action))
      return refuse(res, 422, "Unknown action");
    const outside = pathsIn(body.params).find((file) => !allowedPath(file));
    if (outside !== undefined) return refuse(res, 403, `${outside} is outside content/ and public/images/`);
    for (const asset of assetsOf(body)) {
      if (!/\.svg$/i.test(asset.path)) continue;
      const problem = unsafeSvgPart(Buffer.from(asset.content, "base64").toString("utf8"));
      if (problem) return refuse(res, 422, `${path.basename(asset.path)} carries ${problem}: draw it without`);
    }
    withoutUnchangedFiles(root, body);
    // decap-server's own JSON parser (body-parser 1) reads the body again unless told it is read.
    (req as { _body?: boolean })._body = true;
    next();
  };
  const unreadable: ErrorRequestHandler = (_error, _req, res, _next) => refuse(res, 400, "Unreadable request");
  app.use(host, origin);
  app.post("/api/v1", express.json({ limit: "50mb" }), unreadable, scope);

  // decap-server reads its root and its CORS origin from the environment.
  process.env.GIT_REPO_DIRECTORY = root;
  process.env.ORIGIN = siteOrigin;
  const { registerLocalFs } = createRequire(import.meta.url)("decap-server/dist/middlewares.js") as {
    registerLocalFs: (app: express.Express, options: { logLevel: string }) => Promise<void>;
  };
  void registerLocalFs(app, { logLevel });
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.CMS_PORT ?? 8081);
  const root = path.resolve(process.env.GIT_REPO_DIRECTORY ?? path.join(import.meta.dirname, ".."));
  const siteOrigin = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;
  localBackend({ root, port, siteOrigin, logLevel: process.env.LOG_LEVEL }).listen(port, "127.0.0.1");
}
