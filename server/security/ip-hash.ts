import crypto from "node:crypto";
import net from "node:net";
import { ipKeyGenerator } from "express-rate-limit";
import type { DatabaseHandle } from "../db/kysely";

/** 128 bits of the HMAC: enough to tell visitors apart, too little to help anyone reverse it. */
const HASH_HEX_LENGTH = 32;
/** Where an earlier version kept its key, beside the hashes it made. */
const STORED_KEY = "ip_hash_secret";

/** The keyed hash of a client's network, stored with each form. */
export type IpHasher = (ip: string | undefined) => string;

/** The network an address belongs to: IPv4 per /24, IPv6 per /56 (as the rate limits group it). */
export function ipNetwork(ip: string | undefined): string {
  if (!ip) return "";
  const grouped = ipKeyGenerator(ip, 56);
  return net.isIPv4(grouped) ? grouped.replace(/\.\d+$/, ".0/24") : grouped;
}

/**
 * Hashes the client's network under a key of the UTC day that is never stored: derived from IP_HASH_SECRET
 * when set (instances agree), else random and kept in this process's memory only. A database dump holds no
 * key, and hashes of one day cannot be matched with another's. Deletes the key an earlier version stored.
 */
export async function ipHasher(
  database: DatabaseHandle,
  configured: string | undefined,
  now: () => Date = () => new Date(),
): Promise<IpHasher> {
  await database.db.deleteFrom("settings").where("key", "=", STORED_KEY).execute();
  let day = "";
  let key = Buffer.alloc(0);
  return (ip) => {
    const today = now().toISOString().slice(0, 10);
    if (today !== day) {
      day = today;
      key = configured
        ? crypto.createHmac("sha256", configured).update(`ip-hash ${today}`).digest()
        : crypto.randomBytes(32);
    }
    return crypto.createHmac("sha256", key).update(ipNetwork(ip)).digest("hex").slice(0, HASH_HEX_LENGTH);
  };
}
