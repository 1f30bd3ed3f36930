import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { Language } from "~/i18n/languages";
import { COMMON_MESSAGES, requestLanguage } from "../api/messages";
import { errorCode, errorMessage, log } from "../observability/logger";
import { routeLabel } from "../observability/request-log";

const HTML_LANG: Record<Language, string> = { pt: "pt-BR", en: "en", es: "es" };
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The site's error page for requests that never reach React Router (an address that cannot be
 * decoded, an invalid Host, a method pages do not take): the same words as the rendered error page,
 * in the visitor's language, with the site's stylesheet-free look kept to a minimum and no stack.
 */
export function sendErrorPage(req: Request, res: Response, status: 400 | 405 | 500): void {
  const lang = requestLanguage(req);
  const common = COMMON_MESSAGES[lang];
  const kind = status === 500 ? "serverError" : "badRequest";
  const { title, text } = common.errors[kind];
  res
    .status(status)
    .type("html")
    .set("Cache-Control", "no-store")
    .send(
      `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escape(common.meta[kind].title)}</title><meta name="robots" content="noindex"></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6">` +
        `<p aria-hidden="true" style="font-size:3rem;font-weight:800;margin:0">${status}</p><h1>${escape(title)}</h1><p>${escape(text)}</p>` +
        `<p><a href="/">${escape(common.errors.home)}</a></p></body></html>`,
    );
}

const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);
const HOSTNAME = /^[a-z0-9.-]{1,253}$/i;

/** Whether an address decodes: React Router would log the whole undecodable address as a warning, and route nothing. */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Pages take GET, HEAD and POST (forms) at an address that decodes; a Host that is no host name is refused
 * before anything reads it.
 */
export const refuseOddPageRequests: RequestHandler = (req, res, next) => {
  if (!HOSTNAME.test(req.hostname ?? "") || !decodable(req.path)) return sendErrorPage(req, res, 400);
  if (!PAGE_METHODS.has(req.method)) {
    res.set("Allow", "GET, HEAD, POST");
    return sendErrorPage(req, res, 405);
  }
  next();
};

/** Last stop for pages: an address Express cannot decode is a 400; anything else a 500, logged in one line (by route pattern). */
export const pageErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = (error as { status?: number }).status;
  if (status === 400 || error instanceof URIError) return sendErrorPage(req, res, 400);
  log.error(
    { reqId: res.locals.requestId, method: req.method, route: routeLabel(req, res), code: errorCode(error) },
    `[page] error: ${errorMessage(error)}`,
  );
  sendErrorPage(req, res, 500);
};
