import fs from "node:fs";
import path from "node:path";
import type { Request as CannonRequest } from "autocannon";
import { openDatabase } from "../../server/db/kysely";
import { leadPost, postLeads, TOKEN } from "./lead-delivery";
import { hammer, type Throughput } from "./measure";
import type { SsrFigures } from "./verdicts";

const ARTICLE = "/article/presence-rule-30-minutes";
const STATIC_COPY = "build/client/__bench";

/** Server rendering of the home and an article against the same HTML served as a static file. */
export async function ssrThroughput(base: string, available: readonly string[]): Promise<SsrFigures> {
  const ssr: SsrFigures = {};
  fs.mkdirSync(STATIC_COPY, { recursive: true });
  try {
    for (const route of ["/", ARTICLE].filter((r) => available.includes(r))) {
      const name = route === "/" ? "home" : "article";
      fs.writeFileSync(path.join(STATIC_COPY, `${name}.html`), await (await fetch(base + route)).text());
      const headers = { "accept-encoding": "gzip", "accept-language": "pt-BR", cookie: `XSRF-TOKEN=${TOKEN}` };
      const rendered = await hammer({ url: base + route, headers });
      const staticCopy = await hammer({ url: `${base}/__bench/${name}.html`, headers });
      const ratio = Math.round((rendered.requestsPerSecond / staticCopy.requestsPerSecond) * 100) / 100;
      ssr[route] = { rendered, staticCopy, ratio };
    }
  } finally {
    fs.rmSync(STATIC_COPY, { recursive: true, force: true });
  }
  return ssr;
}

/**
 * 12,000 lead posts, then the rows they added to the database: an acknowledged lead is never lost. Counted from
 * before the posts, since the first-interaction step's form submit stored a lead of its own.
 */
export async function leadWrites(base: string, dbFile: string): Promise<Throughput & { rows: number }> {
  const before = await countLeads(dbFile);
  const leads = await postLeads(base, 12_000);
  return { ...leads, rows: (await countLeads(dbFile)) - before };
}

async function countLeads(dbFile: string): Promise<number> {
  const database = await openDatabase(`sqlite:./${dbFile}`);
  try {
    const { count } = await database.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  } finally {
    await database.close();
  }
}

/** Pages and lead posts together, 30 s, 8 connections. */
export function mixedLoad(base: string, available: readonly string[]): Promise<Throughput> {
  const paths = ["/", "/blog", ARTICLE, "/price"].filter((p) => available.includes(p));
  return hammer({
    url: base,
    connections: 8,
    duration: 30,
    requests: [
      ...paths.map((p): CannonRequest => ({ method: "GET", path: p, headers: { "accept-encoding": "gzip" } })),
      leadPost(),
    ],
  });
}
