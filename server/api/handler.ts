import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { DatabaseHandle } from "../db/kysely";
import type { IpHasher } from "../security/ip-hash";
import { submitForm, type FormDefinition } from "../forms/form";
import { errorCode, errorMessage, log } from "../observability/logger";
import { postsRefused } from "../observability/metrics";
import { routeLabel } from "../observability/request-log";
import { apiMessage, requestLanguage, validationMessage } from "./messages";

/**
 * POST /api/…: the form's write path answered as JSON: 201 with the form's answer, 400 with per-field
 * issues, or the form's refusal (404, 409) with its message.
 */
export function formEndpoint<T extends { sourcePage?: string }>(
  database: DatabaseHandle,
  form: FormDefinition<T>,
  ipHash: IpHasher,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const outcome = await submitForm(database, form, req.body, req, ipHash);
      if (outcome.ok) {
        res.status(201).json(outcome.body);
        return;
      }
      const lang = requestLanguage(req);
      if (!outcome.issues) {
        res.status(outcome.status).json({ message: apiMessage(lang, outcome.message) });
        return;
      }
      res.status(400).json({
        message: apiMessage(lang, "invalid"),
        issues: outcome.issues.map((issue) => ({ path: issue.path, message: validationMessage(lang, issue.message) })),
      });
    } catch (error) {
      next(error);
    }
  };
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "57P01",
  "57P03",
  "08006",
  "08001",
]);
/** The store cannot take writes right now: disk full, read-only file or volume, I/O error (SQLite); disk full, read-only (PostgreSQL). */
const STORAGE_CODES = new Set(["SQLITE_FULL", "SQLITE_READONLY", "SQLITE_IOERR", "SQLITE_CANTOPEN", "53100", "25006"]);

/** True when the store cannot be reached right now (worth retrying), as opposed to a bug. */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  if (code === "SQLITE_BUSY" || code === "SQLITE_LOCKED") return true;
  if (code && [...STORAGE_CODES].some((prefix) => code.startsWith(prefix))) return true;
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(error.message);
}

/** Last stop for /api: every failure is JSON with a `message`, never a stack. */
export function apiErrorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  const lang = requestLanguage(req);
  const status =
    (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
  const type = (error as { type?: string }).type;
  if (res.headersSent) return;
  if (type === "entity.too.large" || status === 413) {
    postsRefused.inc({ reason: "size" });
    res.status(413).json({ message: apiMessage(lang, "tooLarge") });
  } else if (
    type === "entity.parse.failed" ||
    type === "encoding.unsupported" ||
    type === "charset.unsupported" ||
    status === 400
  ) {
    res.status(400).json({ message: apiMessage(lang, "malformed") });
  } else if (isUnavailable(error)) {
    log.warn(
      { reqId: res.locals.requestId, method: req.method, route: routeLabel(req, res), code: errorCode(error) },
      `[api] store unavailable: ${errorMessage(error)}`,
    );
    res.setHeader("Retry-After", "5");
    res.status(503).json({ message: apiMessage(lang, "unavailable") });
  } else {
    log.error(
      { reqId: res.locals.requestId, method: req.method, route: routeLabel(req, res), code: errorCode(error) },
      `[api] error: ${errorMessage(error)}`,
    );
    res.status(500).json({ message: apiMessage(lang, "serverError") });
  }
}
