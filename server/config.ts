import net from "node:net";
import { z } from "zod";
import { parseTrustProxy } from "./security/trust-proxy";

z.config({ jitless: true });

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

/** Addresses only this machine reaches: where the development server may listen. */
const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");
const isLoopback = (host: string) =>
  host === "localhost" || (net.isIP(host) !== 0 && LOOPBACK.check(host, net.isIPv4(host) ? "ipv4" : "ipv6"));

/**
 * Addresses the site links to, redirects to or sends data to: `https:` only, or `http:` to this machine while
 * developing (a stand-in receiver). `javascript:`, `file:` or plain http across a network are refused.
 */
const REMOTE_URLS = [
  "APP_URL",
  "LEAD_API_URL",
  "USERS_API_URL",
  "DISCORD_URL",
  "LEAD_WEBHOOK_URL",
  "CMS_AUTH_URL",
  "RDSTATION_API_URL",
  "HUBSPOT_API_URL",
] as const;

/**
 * Why a URL setting is refused, or null. SITE_URL is the site's own address: the built site also runs on
 * http://localhost (`npm start` with no settings, the browser tests), and outside production on any http host.
 */
function urlProblem(name: (typeof REMOTE_URLS)[number] | "SITE_URL", value: string, production: boolean) {
  const url = new URL(value);
  const shown = `${url.protocol}${url.host ? `//${url.host}` : ""}`;
  const loopback = isLoopback(url.hostname.replace(/^\[|\]$/g, ""));
  if (url.protocol === "https:") return null;
  if (name === "SITE_URL") {
    if (url.protocol === "http:" && (loopback || !production)) return null;
    return `must be https:// (http:// only to this machine in production): ${shown} is refused`;
  }
  if (url.protocol === "http:" && loopback && !production) return null;
  return `must be https:// (http:// only to this machine, outside production): ${shown} is refused`;
}

/** Variables that mean nothing one without the other: set both or neither. */
const PAIRS = [
  ["LEAD_WEBHOOK_URL", "LEAD_WEBHOOK_SECRET"],
  ["HUBSPOT_PORTAL_ID", "HUBSPOT_FORM_ID"],
] as const;

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATABASE_URL: z
      .string()
      .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, "must be sqlite:PATH or postgres://…")
      .default("sqlite:./data/site.db"),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\/.+/, "must be redis://…")
        .optional(),
    ),
    ADMIN_TOKEN: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
    SITE_URL: z.url().default("http://localhost:3000"),
    APP_URL: z.url().default("https://app.niot.example"),
    LEAD_API_URL: optionalUrl,
    USERS_API_URL: optionalUrl,
    DISCORD_URL: z.url().default("https://discord.gg/niot-example"),
    GA_MEASUREMENT_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
        .optional(),
    ),
    TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default("off").transform(parseTrustProxy)),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    LEAD_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional()),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
    IP_HASH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
    LEAD_WEBHOOK_URL: optionalUrl,
    LEAD_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .min(16, "must be at least 16 characters")
        .refine(
          (secret) => !secret.startsWith("whsec_") || /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/.test(secret),
          "as whsec_…, must be the base64 of 24 to 64 bytes (Standard Webhooks)",
        )
        .optional(),
    ),
    LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
    LEAD_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(1000),
    CMS_BACKEND_URL: optionalUrl,
    CMS_GITHUB_REPO: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[\w.-]+\/[\w.-]+$/, "must be owner/name")
        .optional(),
    ),
    CMS_GITHUB_BRANCH: z.string().min(1).default("main"),
    CMS_AUTH_URL: optionalUrl,
    RDSTATION_API_KEY: z.preprocess(emptyToUndefined, z.string().min(8, "must be at least 8 characters").optional()),
    RDSTATION_API_URL: z.url().default("https://api.rd.services"),
    HUBSPOT_PORTAL_ID: z.preprocess(
      emptyToUndefined,
      z.string().regex(/^\d+$/, "must be the portal's number").optional(),
    ),
    HUBSPOT_FORM_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[0-9a-fA-F-]{36}$/, "must be the form's GUID")
        .optional(),
    ),
    HUBSPOT_API_URL: z.url().default("https://api.hsforms.com"),
    SHOW_EDIT_LINKS: z.preprocess(
      emptyToUndefined,
      z
        .enum(["0", "1", "false", "true"], "must be 1, true, 0 or false")
        .default("0")
        .transform((value) => value === "1" || value === "true"),
    ),
  })
  .check((ctx) => {
    // Outside production the server runs Vite's dev server, which serves the project's files: the database too.
    if (ctx.value.NODE_ENV !== "production" && !isLoopback(ctx.value.HOST)) {
      ctx.issues.push({
        code: "custom",
        input: ctx.value.HOST,
        path: ["HOST"],
        message: `${ctx.value.HOST} is not a loopback address, and NODE_ENV=${ctx.value.NODE_ENV} serves the project's files (the database too): run the built site (NODE_ENV=production, npm start) or listen on 127.0.0.1`,
      });
    }
    for (const name of ["SITE_URL", ...REMOTE_URLS] as const) {
      const value = ctx.value[name];
      const problem = value ? urlProblem(name, value, ctx.value.NODE_ENV === "production") : null;
      if (problem) ctx.issues.push({ code: "custom", input: value, path: [name], message: problem });
    }
    for (const [first, second] of PAIRS) {
      if (Boolean(ctx.value[first]) === Boolean(ctx.value[second])) continue;
      ctx.issues.push({
        code: "custom",
        input: ctx.value,
        path: [],
        message: `${first} and ${second} must be set together (${ctx.value[first] ? second : first} is missing)`,
      });
    }
  });

export type Config = z.infer<typeof EnvSchema>;

/** Every variable the server reads (the README's configuration table lists exactly these). */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape);

/** Parses the environment once; a bad value stops start-up with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new ConfigError(`Invalid configuration: ${[issue.path.join("."), issue.message].filter(Boolean).join(" ")}`);
}

/** What the operator should hear at start-up about the configuration (logged by server.ts). */
export function configWarnings(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  return config.NODE_ENV === "production" && !env.SITE_URL
    ? [`SITE_URL is not set; canonical URLs, the sitemap and Open Graph will say ${config.SITE_URL}`]
    : [];
}

/** Where and how stored records are delivered (docs/webhooks.md); null when no webhook is configured. */
export function leadWebhook(config: Config) {
  if (!config.LEAD_WEBHOOK_URL || !config.LEAD_WEBHOOK_SECRET) return null;
  return {
    url: config.LEAD_WEBHOOK_URL,
    secret: config.LEAD_WEBHOOK_SECRET,
    timeoutMs: config.LEAD_WEBHOOK_TIMEOUT_MS,
    retryBaseMs: config.LEAD_WEBHOOK_RETRY_BASE_MS,
  };
}
export type LeadWebhook = NonNullable<ReturnType<typeof leadWebhook>>;

/** RD Station Marketing's conversions API (docs/crm-mapping.md); null without RDSTATION_API_KEY. */
export function rdStation(config: Config) {
  if (!config.RDSTATION_API_KEY) return null;
  return { apiUrl: config.RDSTATION_API_URL, apiKey: config.RDSTATION_API_KEY };
}

/** HubSpot's Forms submission API (docs/crm-mapping.md); null unless the portal and the form are set. */
export function hubSpot(config: Config) {
  if (!config.HUBSPOT_PORTAL_ID || !config.HUBSPOT_FORM_ID) return null;
  return {
    apiUrl: config.HUBSPOT_API_URL,
    portalId: config.HUBSPOT_PORTAL_ID,
    formId: config.HUBSPOT_FORM_ID,
    siteUrl: config.SITE_URL,
  };
}

/** How every destination is tried: one attempt's limit, and the first wait after a failure. */
export function deliveryTiming(config: Config) {
  return { timeoutMs: config.LEAD_WEBHOOK_TIMEOUT_MS, retryBaseMs: config.LEAD_WEBHOOK_RETRY_BASE_MS };
}

export class ConfigError extends Error {}

/** What the browser may see of the configuration. */
export function publicConfig(config: Config) {
  return {
    appUrl: config.APP_URL,
    leadApiUrl: config.LEAD_API_URL ?? "",
    usersApiUrl: config.USERS_API_URL ?? "",
    gaMeasurementId: config.GA_MEASUREMENT_ID ?? "",
    showEditLinks: config.SHOW_EDIT_LINKS,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
