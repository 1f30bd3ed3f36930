import { z } from "zod";

z.config({ jitless: true });

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const PROXY_ADDRESS = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;

/**
 * Express's `trust proxy`: off, a hop count, or a list of addresses, CIDRs and the names loopback,
 * linklocal, uniquelocal. Trusting every X-Forwarded-For (`on`, `true`) would let any client pick its
 * own address, and so its own rate-limit key: refused.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  if (value === "off") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.every((entry) => PROXY_NAMES.has(entry) || PROXY_ADDRESS.test(entry))) return entries;
  ctx.addIssue({
    code: "custom",
    message: "must be off, a hop count or a list of proxy addresses/CIDRs (trusting any X-Forwarded-For is refused)",
  });
  return z.NEVER;
}

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
      z.string().min(16, "must be at least 16 characters").optional(),
    ),
    LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
    LEAD_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(1000),
    SHOW_EDIT_LINKS: z.preprocess(
      emptyToUndefined,
      z
        .enum(["0", "1", "false", "true"], "must be 1, true, 0 or false")
        .default("0")
        .transform((value) => value === "1" || value === "true"),
    ),
  })
  .check((ctx) => {
    const { LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: secret } = ctx.value;
    if (Boolean(url) !== Boolean(secret)) {
      ctx.issues.push({
        code: "custom",
        input: ctx.value,
        path: [],
        message: `LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET must be set together (${url ? "LEAD_WEBHOOK_SECRET" : "LEAD_WEBHOOK_URL"} is missing)`,
      });
    }
  });

export type Config = z.infer<typeof EnvSchema>;

/** Every variable the server reads (the README's configuration table lists exactly these). */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape);

/** Parses the environment once; a bad value stops start-up with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (parsed.success) {
    if (parsed.data.NODE_ENV === "production" && !env.SITE_URL) {
      console.warn(
        `Warning: SITE_URL is not set; canonical URLs, the sitemap and Open Graph will say ${parsed.data.SITE_URL}`,
      );
    }
    return parsed.data;
  }
  const issue = parsed.error.issues[0]!;
  throw new ConfigError(`Invalid configuration: ${[issue.path.join("."), issue.message].filter(Boolean).join(" ")}`);
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
