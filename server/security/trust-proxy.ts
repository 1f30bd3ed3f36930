import net from "node:net";
import { z } from "zod";

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const PROXY_ADDRESS = /^([0-9a-fA-F:.]+)(?:\/(\d{1,3}))?$/;
/** The widest private blocks, 10.0.0.0/8 and fc00::/7: a proxy range wider than these holds the public's addresses. */
const MIN_PREFIX = { ipv4: 8, ipv6: 7 };
/**
 * The most proxies a request may pass before this server: a larger count reaches past the load balancer into
 * X-Forwarded-For entries the client wrote, which is trusting every client, as `on` does.
 */
export const MAX_PROXY_HOPS = 3;
const IPV4_MAPPED = new net.BlockList();
IPV4_MAPPED.addSubnet("::ffff:0:0", 96, "ipv6");

/**
 * Why an entry of TRUST_PROXY cannot be a proxy's address, or null. An IPv6 range is judged by the IPv4
 * addresses it holds too (Express matches an IPv4 client against it as `::ffff:a.b.c.d`).
 */
function proxyEntryProblem(entry: string): string | null {
  if (PROXY_NAMES.has(entry)) return null;
  const [, address = "", bits] = PROXY_ADDRESS.exec(entry) ?? [];
  const family = net.isIPv4(address) ? "ipv4" : net.isIPv6(address) ? "ipv6" : null;
  if (!family) return `${entry} is not an address, a CIDR or one of ${[...PROXY_NAMES].join(", ")}`;
  if (bits === undefined) return null;
  const prefix = Number(bits);
  if (prefix > (family === "ipv4" ? 32 : 128)) return `${entry} is not a CIDR: /${bits} is longer than the address`;
  const ipv4Prefix = ipv4PrefixOf(address, prefix, family);
  if (prefix < MIN_PREFIX[family] || (ipv4Prefix !== null && ipv4Prefix < MIN_PREFIX.ipv4))
    return `${entry} is wider than a proxy's range (the widest taken: /${MIN_PREFIX.ipv4} for IPv4, /${MIN_PREFIX.ipv6} for IPv6)`;
  return null;
}

/** The prefix length of the IPv4 addresses a range holds, or null when it holds none. */
function ipv4PrefixOf(address: string, prefix: number, family: "ipv4" | "ipv6"): number | null {
  if (family === "ipv4") return prefix;
  if (prefix > 96) return IPV4_MAPPED.check(address, "ipv6") ? prefix - 96 : null;
  const range = new net.BlockList();
  range.addSubnet(address, prefix, "ipv6");
  return range.check("::ffff:0:0", "ipv6") ? 0 : null;
}

/**
 * Express's `trust proxy`: off, a hop count up to MAX_PROXY_HOPS, or a list of addresses, CIDRs and the
 * names loopback, linklocal, uniquelocal. Trusting every X-Forwarded-For (`on`, `true`, `0.0.0.0/0`, `1000`)
 * would let any client pick its own address, and so its own rate-limit key: refused.
 */
export function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  if (value === "off") return false;
  const hops = /^\d+$/.test(value) ? Number(value) : null;
  if (hops !== null && hops <= MAX_PROXY_HOPS) return hops;
  const entries = value.split(",").map((entry) => entry.trim());
  const problem =
    hops !== null ? `${value} hops is more than ${MAX_PROXY_HOPS}` : entries.map(proxyEntryProblem).find(Boolean);
  if (!problem) return entries;
  ctx.addIssue({
    code: "custom",
    message: `must be off, a hop count up to ${MAX_PROXY_HOPS} or a list of proxy addresses/CIDRs (trusting any X-Forwarded-For is refused): ${problem}`,
  });
  return z.NEVER;
}
