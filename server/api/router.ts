import express, { Router, type RequestHandler } from "express";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/kysely";
import { erasableDestinations } from "../delivery/deliveries";
import { postsRefused } from "../observability/metrics";
import { csrfTokensMatch } from "../security/csrf";
import type { IpHasher } from "../security/ip-hash";
import { requireAdminToken } from "./admin-auth";
import { adminDeletePersonEndpoint, adminLeadsEndpoint } from "./admin-leads";
import { FORM_API, type FormKind } from "../../app/lib/form-post";
import type { SiteForms } from "../forms";
import { apiErrorHandler, formEndpoint } from "./handler";
import { apiMessage, requestLanguage } from "./messages";

export const BODY_LIMIT = "16kb";

const requireJson: RequestHandler = (req, res, next) => {
  if (req.is("application/json")) return next();
  res.status(415).json({ message: apiMessage(requestLanguage(req), "unsupportedType") });
};

const requireCsrf =
  (config: Config): RequestHandler =>
  (req, res, next) => {
    if (csrfTokensMatch(config, req)) return next();
    postsRefused.inc({ reason: "csrf" });
    res.status(403).json({ message: apiMessage(requestLanguage(req), "forbidden") });
  };

export function createApiRouter(
  database: DatabaseHandle,
  config: Config,
  rateLimit: RequestHandler,
  ipHash: IpHasher,
  forms: SiteForms,
): Router {
  const api = Router();
  if (config.ADMIN_TOKEN) {
    const admin = requireAdminToken(config.ADMIN_TOKEN);
    api.get("/admin/leads", ...admin, adminLeadsEndpoint(database.db));
    api.delete("/admin/leads", ...admin, ...adminDeletePersonEndpoint(database, erasableDestinations(config)));
  }

  const writes = [rateLimit, requireJson, requireCsrf(config), express.json({ limit: BODY_LIMIT, strict: true })];
  for (const kind of Object.keys(FORM_API) as FormKind[]) {
    api.post(FORM_API[kind].path, ...writes, formEndpoint<{ sourcePage?: string }>(database, forms[kind], ipHash));
  }

  api.use((req, res) => {
    res.status(404).json({ message: apiMessage(requestLanguage(req), "notFound") });
  });
  api.use(apiErrorHandler);
  return api;
}
