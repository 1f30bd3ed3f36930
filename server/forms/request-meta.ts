import type { Request } from "express";
import { requestLanguage } from "../api/messages";
import type { IpHasher } from "../security/ip-hash";

/** What we keep about the request beside the payload: no raw IP, only its keyed hash. */
export function requestMeta(req: Request, sourcePage: string | undefined, ipHash: IpHasher) {
  return {
    source_page: sourcePage ?? pathOf(req.headers.referer),
    language: requestLanguage(req),
    ip_hash: ipHash(req.ip),
    user_agent: (req.headers["user-agent"] ?? "").slice(0, 300) || null,
    created_at: new Date().toISOString(),
  };
}

export type RequestMeta = ReturnType<typeof requestMeta>;

function pathOf(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).pathname.slice(0, 300);
  } catch {
    return null;
  }
}
