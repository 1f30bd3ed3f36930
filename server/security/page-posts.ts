import type { RequestHandler } from "express";
import { apiMessage, requestLanguage } from "../api/messages";
import { sendErrorPage } from "../errors/error-page";
import { courseCatalogue } from "../forms/course-catalogue";

/** The pages whose forms post to their own action (decision 009); a course page is any course's slug. */
const FORM_PAGES = new Set(["/", "/newsletter", "/demo-form", "/about/contact", "/explore"]);
const takesPosts = (path: string) =>
  FORM_PAGES.has(path) || courseCatalogue().some((course) => path === `/${course.slug}`);

/** The most a form of the site posts (the demo form's longest message is 2,000 characters). */
export const PAGE_POST_LIMIT_BYTES = 16 * 1024;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Guards the posts that reach the pages' form actions before React Router reads their bodies into
 * memory: a page with a form (else 405 and the error page), a form's content type, a declared length
 * (browsers always send one for a form) and at most 16 KiB, as the API allows. The answer is short
 * text in the visitor's language.
 */
export const guardPagePosts: RequestHandler = (req, res, next) => {
  if (req.method !== "POST") return next();
  if (!takesPosts(req.path.replace(/(.)\/$/, "$1").toLowerCase())) {
    res.set("Allow", "GET, HEAD");
    return sendErrorPage(req, res, 405);
  }
  const lang = requestLanguage(req);
  const refuse = (status: number, key: "tooLarge" | "malformed" | "unsupportedForm") =>
    res.status(status).type("text/plain; charset=utf-8").send(apiMessage(lang, key));
  if (!req.is(FORM_TYPES)) return refuse(415, "unsupportedForm");
  const length = Number(req.headers["content-length"]);
  if (!Number.isFinite(length) || req.headers["transfer-encoding"]) return refuse(411, "malformed");
  if (length > PAGE_POST_LIMIT_BYTES) return refuse(413, "tooLarge");
  next();
};
