import type { GetLoadContextFunction } from "@react-router/express";
import express, { type RequestHandler } from "express";
import { detectLanguage } from "~/i18n/detect-language";
import type { Language } from "~/i18n/languages";
import type { CourseSchedule } from "~/lib/course-status";
import type { FormSubmitter } from "~/lib/form-post";
import { COOKIE_NAMES, readCookie } from "~/lib/storage";
import { editorRouter } from "./admin/editor";
import { createApiRouter } from "./api/router";
import { publicConfig, type Config, type PublicConfig } from "./config";
import type { DatabaseHandle } from "./db/kysely";
import { pageErrorHandler, refuseOddPageRequests } from "./errors/error-page";
import { siteForms } from "./forms";
import { pageFormSubmitter } from "./forms/page-submitter";
import { healthRoutes } from "./health";
import { metricsEndpoint } from "./observability/metrics";
import { requestLog } from "./observability/request-log";
import { pageCache } from "./page-cache";
import { isCacheableFile, issueCsrfCookie, servedOverHttps } from "./security/csrf";
import { guardPagePosts, withBodyRead } from "./security/page-posts";
import type { IpHasher } from "./security/ip-hash";
import { labelPageRoutes, type RouteTable } from "./route-table";
import { robotsTxt, sitemapXml, staticPaths, type SitemapPage } from "./seo/sitemap";
import { allowInlineStyles, securityHeaders } from "./security/csp";
import { refuseCrossSiteWrites } from "./security/same-origin";
import type { Lifecycle } from "./shutdown";

declare module "react-router" {
  interface AppLoadContext {
    lang: Language;
    nonce: string;
    siteUrl: string;
    /** A page's HTML, as opposed to the `.data` request of a client navigation. */
    documentRequest: boolean;
    /** HTML a document renders from the server only; its loader data names the slot (app/loaders/html-once.server.ts). */
    documentHtml: string[];
    /** The build's stylesheets, for a page that carries them (app/boot/inline-stylesheets.server.ts); absent in development. */
    stylesheets?: { read: (href: string) => string | undefined; allowInline: () => void };
    publicConfig: PublicConfig;
    /** Stores what the pages' forms post, through the same write path as the API. */
    forms: FormSubmitter;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  rateLimit: RequestHandler;
  /** The client IP hash stored with each form (server/security/ip-hash.ts). */
  ipHash: IpHasher;
  /** The courses that take registrations: the page build's (its entry's courseCatalogue), read once at start. */
  courses: readonly CourseSchedule[];
  /** The pages that ask "Was this helpful?": the page build's (its entry's feedbackPages), read once at start. */
  feedbackPages: readonly string[];
  /** The pages; absent in API-only tests. */
  pages?: PageDependencies;
  /** Set to stopping on SIGTERM (server/shutdown.ts): /readyz turns 503. */
  lifecycle?: Lifecycle;
  /** Whether Redis answers, with REDIS_URL (shown in the full /healthz). */
  redisReady?: () => boolean;
}

export interface PageDependencies {
  /** Renders pages. */
  render: (getLoadContext: GetLoadContextFunction) => RequestHandler;
  /** The route table of the page build: the sitemap, and the pages that take posts (their routes' actions). */
  routes: () => Promise<RouteTable>;
  /** Content pages (articles, cases…) that the route table cannot list: their languages and last change. */
  contentPages?: () => Promise<SitemapPage[]>;
  /** Answer files before the site's headers: the build's assets and public files, or Vite in development. */
  files?: RequestHandler[];
  /** A built stylesheet's text by its address, for the pages that carry theirs; absent in development. */
  stylesheet?: (href: string) => string | undefined;
}

export function languageOf(req: express.Request): Language {
  const queryLang = typeof req.query.lang === "string" ? req.query.lang : null;
  return detectLanguage({
    queryLang,
    host: req.hostname,
    cookieLang: readCookie(req.headers.cookie, COOKIE_NAMES.lang),
    acceptLanguage: req.headers["accept-language"],
  });
}

/** What the files' handlers answer is logged and measured as one route; what they pass on is not theirs. */
const labelFiles: RequestHandler = (_req, res, next) => {
  res.locals.routePattern = "static files";
  next();
};
const unlabel: RequestHandler = (_req, res, next) => {
  res.locals.routePattern = undefined;
  next();
};

/** Security middleware, the /api router, redirects, then server-rendered pages. */
export function createApp({
  config,
  database,
  rateLimit,
  ipHash,
  courses,
  feedbackPages,
  pages,
  lifecycle = { stopping: false },
  redisReady,
}: AppDependencies): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(requestLog);
  // The probes and metrics first: nothing else of the site (Vite in development, the security headers) is theirs.
  app.use(
    healthRoutes({
      database,
      isStopping: () => lifecycle.stopping,
      redisReady,
      tokens: [config.METRICS_TOKEN, config.ADMIN_TOKEN],
    }),
  );
  if (config.METRICS_TOKEN) app.get("/metrics", metricsEndpoint(config.METRICS_TOKEN, database));
  if (pages?.files) app.use(labelFiles, ...pages.files, unlabel);
  app.use(securityHeaders(config));
  app.use(refuseCrossSiteWrites(config));

  const forms = siteForms(courses, feedbackPages);
  app.use("/api", createApiRouter(database, config, rateLimit, ipHash, forms));
  const editor = editorRouter(config, languageOf);
  if (editor) app.use("/admin", editor);

  app.get("/discord", (_req, res) => res.redirect(302, config.DISCORD_URL));
  // Spec lists /Create without content; routes match case-insensitively, so /create lands here too.
  app.get("/Create", (_req, res) => res.redirect(301, "/register"));

  app.get("/robots.txt", (_req, res) => {
    res.type("text/plain").set("Cache-Control", "public, max-age=3600").send(robotsTxt(config.SITE_URL));
  });
  if (pages) {
    const { routes, contentPages } = pages;
    app.get("/sitemap.xml", async (_req, res, next) => {
      try {
        const paths = staticPaths(await routes()).map((path) => ({ path }));
        res
          .type("application/xml")
          .set("Cache-Control", "public, max-age=3600")
          .send(sitemapXml(config.SITE_URL, [...paths, ...((await contentPages?.()) ?? [])]));
      } catch (error) {
        next(error);
      }
    });
  }

  if (pages) {
    const shared = publicConfig(config);
    app.use(refuseOddPageRequests);
    app.use(issueCsrfCookie(config));
    app.use((req, res, next) => {
      res.setHeader("Vary", "Cookie, Accept-Language");
      // An explicit ?lang= is a choice: keep it for the pages that follow.
      if (!isCacheableFile(req.path) && typeof req.query.lang === "string" && req.query.lang === languageOf(req)) {
        res.cookie(COOKIE_NAMES.lang, req.query.lang, {
          path: "/",
          sameSite: "lax",
          secure: servedOverHttps(config, req),
          maxAge: 1000 * 60 * 60 * 24 * 365,
        });
      }
      next();
    });
    // A form posted to a page is a write like any other: the same per-IP limit and size as the API.
    app.use((req, res, next) => (req.method === "POST" ? rateLimit(req, res, next) : next()));
    app.use(labelPageRoutes(pages.routes));
    app.use(guardPagePosts(pages.routes, courses));
    // Not in development: an edit saved from /admin shows on the next load, not a minute later.
    if (config.NODE_ENV !== "development")
      app.use(pageCache((req) => `${languageOf(req)} ${req.originalUrl}`, { hitHeader: config.NODE_ENV === "test" }));
    const render = pages.render((req, res) => ({
      lang: languageOf(req),
      nonce: res.locals.nonce,
      siteUrl: config.SITE_URL,
      documentRequest: !req.path.endsWith(".data"),
      documentHtml: [],
      stylesheets: pages.stylesheet && { read: pages.stylesheet, allowInline: () => allowInlineStyles(res) },
      publicConfig: shared,
      forms: pageFormSubmitter(
        database,
        config,
        ipHash,
        forms,
        req,
        res.locals.csrfTokenInPage ?? res.locals.csrfToken,
      ),
    }));
    app.all("/{*splat}", (req, res, next) => render(withBodyRead(req, res.locals.pagePostBody), res, next));
    app.use(pageErrorHandler);
  }
  return app;
}
