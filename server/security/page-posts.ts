import { Readable } from "node:stream";
import type { Request, RequestHandler } from "express";
import { matchPath, type Params } from "react-router";
import type { CourseSchedule } from "~/lib/course-status";
import { apiMessage, requestLanguage } from "../api/messages";
import { sendErrorPage } from "../errors/error-page";
import { postsRefused } from "../observability/metrics";
import { routeAddresses, type RouteTable } from "../route-table";

/**
 * Which addresses of a dynamic page with a form exist: a course page is any course's slug; an article's
 * action answers 404 itself for a slug without an article (the server does not read the content).
 */
const DYNAMIC_FORM_PAGES: Record<string, (params: Params, courses: readonly CourseSchedule[]) => boolean> = {
  "/:slug": ({ slug }, courses) => courses.some((course) => course.slug === slug),
  "/article/:slug": ({ slug }) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug ?? ""),
};

/**
 * The pages whose forms post to their own action (decision 009): the routes whose module exports an
 * `action`, each at its address. A dynamic route with an action must say above which addresses exist.
 */
export function formPages(routes: RouteTable, courses: readonly CourseSchedule[]): (path: string) => boolean {
  const pages = routeAddresses(routes)
    .filter(({ route }) => route.module?.action)
    .map(({ address, route }): ((path: string) => boolean) => {
      if (!/[:*]/.test(address)) return (path) => path === address;
      const exists = DYNAMIC_FORM_PAGES[address];
      if (!exists) throw new Error(`${route.id} has an action at ${address}: list its addresses in DYNAMIC_FORM_PAGES`);
      return (path) => {
        const match = matchPath({ path: address, end: true }, path);
        return match !== null && exists(match.params, courses);
      };
    });
  return (path) => pages.some((takesPosts) => takesPosts(path));
}

/** The most a form of the site posts (the demo form's longest message is 2,000 characters). */
export const PAGE_POST_LIMIT_BYTES = 16 * 1024;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

declare module "express-serve-static-core" {
  interface Locals {
    /** A page post's body, read and parsed by guardPagePosts: React Router reads it again through withBodyRead. */
    pagePostBody?: Buffer;
  }
}

/** A post's body, or null when it is not the form its Content-Type says (a broken multipart, no boundary). */
async function readForm(req: Request): Promise<Buffer | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    await new Response(body, { headers: { "Content-Type": req.headers["content-type"]! } }).formData();
    return body;
  } catch {
    return null;
  }
}

/**
 * The request as React Router's adapter reads it, its body served again from what guardPagePosts read: the
 * stream's methods (those of a Node Readable) answer from a copy, everything else from the request itself.
 */
export function withBodyRead(req: Request, body: Buffer | undefined): Request {
  if (!body) return req;
  const replay = Readable.from([body], { objectMode: false });
  return new Proxy(req, {
    get(target, key) {
      if (!(key in Readable.prototype)) return Reflect.get(target, key, target);
      const value: unknown = Reflect.get(replay, key, replay);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(replay) : value;
    },
  });
}

/**
 * Guards the posts that reach the pages' form actions before React Router reads their bodies into
 * memory: a page with a form in `routes` (else 405 and the error page), a form's content type, a
 * declared length (browsers always send one for a form) and at most 16 KiB, as the API allows, and a body that
 * parses as that form (else 400, where React Router would fail in the action with a 500). The answer is short
 * text in the visitor's language.
 */
export function guardPagePosts(routes: () => Promise<RouteTable>, courses: readonly CourseSchedule[]): RequestHandler {
  const known = new WeakMap<RouteTable, (path: string) => boolean>();
  return async (req, res, next) => {
    if (req.method !== "POST") return next();
    const table = await routes();
    if (!known.has(table)) known.set(table, formPages(table, courses));
    if (!known.get(table)!(req.path.replace(/(.)\/$/, "$1").toLowerCase())) {
      res.set("Allow", "GET, HEAD");
      return sendErrorPage(req, res, 405);
    }
    const lang = requestLanguage(req);
    const refuse = (status: number, key: "tooLarge" | "malformed" | "unsupportedForm") =>
      res.status(status).type("text/plain; charset=utf-8").send(apiMessage(lang, key));
    if (!req.is(FORM_TYPES)) return refuse(415, "unsupportedForm");
    const length = Number(req.headers["content-length"]);
    if (!Number.isFinite(length) || req.headers["transfer-encoding"]) return refuse(411, "malformed");
    if (length > PAGE_POST_LIMIT_BYTES) {
      postsRefused.inc({ reason: "size" });
      return refuse(413, "tooLarge");
    }
    const body = await readForm(req);
    if (!body) {
      postsRefused.inc({ reason: "malformed" });
      return refuse(400, "malformed");
    }
    res.locals.pagePostBody = body;
    next();
  };
}
