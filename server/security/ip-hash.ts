import crypto from "node:crypto";
import type { DatabaseHandle } from "../db/kysely";
import { settingOrCreate } from "../db/settings";

/** 128 bits of the HMAC: enough to tell visitors apart, too little to help anyone reverse it. */
const HASH_HEX_LENGTH = 32;

/** IP_HASH_SECRET when set; else a random secret generated at first start and kept in the database. */
export async function ipHashSecret(database: DatabaseHandle, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return settingOrCreate(database.db, "ip_hash_secret", () => crypto.randomBytes(32).toString("base64url"));
}

/** A keyed, truncated hash of the client IP: without the secret, enumerating every IPv4 address finds nothing. */
export function hashIp(secret: string, ip: string | undefined): string {
  return crypto
    .createHmac("sha256", secret)
    .update(ip ?? "")
    .digest("hex")
    .slice(0, HASH_HEX_LENGTH);
}
