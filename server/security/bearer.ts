import crypto from "node:crypto";

/** `Authorization: Bearer <token>` for one of `tokens`, compared in constant time (hashes of equal length). */
export function bearerMatches(header: string | undefined, ...tokens: Array<string | undefined>): boolean {
  if (!header?.startsWith("Bearer ")) return false;
  const given = crypto.createHash("sha256").update(header.slice("Bearer ".length)).digest();
  let matched = false;
  for (const token of tokens) {
    if (!token) continue;
    const expected = crypto.createHash("sha256").update(token).digest();
    matched = crypto.timingSafeEqual(given, expected) || matched;
  }
  return matched;
}
