import { createRequire } from "node:module";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { stringify } from "yaml";
import { LOCALE_OF, type Language } from "~/i18n/languages";
import pt from "~/locales/pt/editor.json";
import en from "~/locales/en/editor.json";
import es from "~/locales/es/editor.json";
import {
  checkEntry,
  decapConfig,
  editorFormats,
  pendingTranslations,
  SITE_ROOT,
  translationStatus,
  TRANSLATED_LANGUAGES,
  type EditorBackend,
} from "../../content-pipeline";
import type { Config } from "../config";
import { developmentEditorScript } from "./editor-script";
import { FORMATS_ELEMENT_ID } from "./editor/entry-formats";

/**
 * /admin: the content editor (Decap CMS, its own prebuilt bundle with its own React) and the translation
 * status, served from our origin with a CSP of their own and kept out of search engines (decision 022).
 * Present only when a backend is configured: CMS_BACKEND_URL (npm run cms) or CMS_GITHUB_REPO.
 */

const TEXTS = { pt, en, es } as const;
/**
 * Decap's bundle: the build's copy in production (scripts/build-server.mjs; decap-cms is a development
 * dependency, absent from a production install), the package itself in development and tests.
 */
const editorFiles = (config: Config) =>
  config.NODE_ENV === "production"
    ? path.join(SITE_ROOT, "build/editor")
    : path.dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));
// From the repository's root, not from this module: compiled into build/server.js this module's folder is build/.
const OWN_FILES = path.join(SITE_ROOT, "server/admin/public");
/** Previews use the site's tokens and typography. */
const SITE_STYLES = path.join(SITE_ROOT, "app/styles/global.css");

export function editorBackend(config: Config): EditorBackend | null {
  if (config.CMS_BACKEND_URL) return { kind: "local", url: config.CMS_BACKEND_URL };
  if (config.CMS_GITHUB_REPO) {
    return {
      kind: "github",
      repo: config.CMS_GITHUB_REPO,
      branch: config.CMS_GITHUB_BRANCH,
      ...(config.CMS_AUTH_URL ? { baseUrl: config.CMS_AUTH_URL } : {}),
    };
  }
  return null;
}

/** What Decap needs and nothing more: its bundle evaluates code (ajv) and injects styles (emotion). */
export function editorCsp(backend: EditorBackend): string {
  const git =
    backend.kind === "local"
      ? [new URL(backend.url).origin]
      : ["https://api.github.com", ...(backend.baseUrl ? [new URL(backend.baseUrl).origin] : [])];
  const images =
    backend.kind === "local" ? [] : ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${images.join(" ")}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' blob: data: ${git.join(" ")}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(lang: Language, title: string, body: string, head = ""): string {
  return `<!doctype html>
<html lang="${LOCALE_OF[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/admin/editor.css">
${head}
</head>
<body>
${body}
</body>
</html>
`;
}

function editorPage(lang: Language): string {
  const text = TEXTS[lang];
  return page(
    lang,
    text.title,
    `<a class="editor-status-link" href="/admin/status?lang=${lang}">${escapeHtml(text.statusLink)}</a>
<script type="application/json" id="${FORMATS_ELEMENT_ID}">${JSON.stringify(editorFormats()).replace(/</g, "\\u003c")}</script>
<script src="/admin/decap-cms.js"></script>
<script src="/admin/editor.js"></script>`,
    `<link href="/admin/config.yml?lang=${lang}" type="text/yaml" rel="cms-config-url">`,
  );
}

async function statusPage(lang: Language): Promise<string> {
  const text = TEXTS[lang].status;
  const status = await translationStatus();
  const pending = pendingTranslations(status);
  const head = ["collection", "entry"].map((key) => `<th scope="col">${escapeHtml(text[key as "entry"])}</th>`);
  const languages = TRANSLATED_LANGUAGES.map((code) => `<th scope="col" lang="${LOCALE_OF[code]}">${code}</th>`);
  const rows = pending.map(
    (entry) =>
      `<tr><td>${escapeHtml(entry.collection)}</td><td><a href="/admin/?lang=${lang}#/collections/${encodeURIComponent(entry.collection)}/entries/${encodeURIComponent(entry.slug)}">${escapeHtml(entry.slug)}</a></td>${TRANSLATED_LANGUAGES.map(
        (code) => `<td class="state-${entry.states[code]}">${text[entry.states[code]]}</td>`,
      ).join("")}</tr>`,
  );
  return page(
    lang,
    text.title,
    `<main class="editor-status">
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.lead)}</p>
<p role="status">${escapeHtml(text.summary.replace("{{pending}}", String(pending.length)).replace("{{total}}", String(status.length)))}</p>
<table>
<thead><tr>${[...head, ...languages].join("")}</tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>
<p><a href="/admin/?lang=${lang}">${escapeHtml(text.back)}</a></p>
</main>`,
  );
}

/** The /admin router, or null when no backend is configured (then /admin is an unknown page). */
export function editorRouter(config: Config, languageOf: (req: express.Request) => Language): express.Router | null {
  const backend = editorBackend(config);
  if (!backend) return null;
  const csp = editorCsp(backend);
  const router = express.Router();
  const headers: RequestHandler = (_req, res, next) => {
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  };
  const fresh: RequestHandler = (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  };
  router.use(headers);
  router.get(["/", "/config.yml", "/status"], fresh);
  router.get("/", (req, res) => {
    if (!req.originalUrl.split("?")[0]!.endsWith("/")) return res.redirect(301, `/admin/${req.url.slice(1)}`);
    res.type("html").send(editorPage(languageOf(req)));
  });
  router.get("/config.yml", (req, res) => {
    res.type("text/yaml").send(stringify(decapConfig(backend, languageOf(req))));
  });
  // The build's checks of one entry, before the editor saves it (editor.js): sentences in the editor's language.
  router.post("/check", express.json({ limit: "1mb" }), (req, res) => {
    const { collection, versions } = (req.body ?? {}) as { collection?: unknown; versions?: unknown };
    if (typeof collection !== "string" || !versions || typeof versions !== "object")
      return res.status(400).json({ problems: [] });
    res.json({ problems: checkEntry(collection, versions, languageOf(req)) });
  });
  router.get("/status", (req, res, next) => {
    statusPage(languageOf(req)).then((html) => res.type("html").send(html), next);
  });
  if (config.NODE_ENV !== "production")
    router.get("/editor.js", (_req, res, next) => {
      developmentEditorScript().then((script) => res.type("js").send(script), next);
    });
  router.get("/preview.css", (_req, res) => res.type("css").sendFile(SITE_STYLES));
  router.get(/^\/[\w.-]+\.(js|wasm)$/, express.static(editorFiles(config), { index: false, maxAge: "1h" }));
  router.use(express.static(OWN_FILES, { index: false, maxAge: "1h" }));
  router.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  return router;
}
