import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/kysely";
import { listLeads } from "../../server/db/leads";
import { ENGINES, freshDatabaseUrl } from "../setup/test-app";
import { startApiServer } from "../../scripts/support/api-process";
import { exited, killMidLoad } from "./processes";

const ROUNDS = 5;

for (const engine of ENGINES) {
  describe(`kill -9 mid-load on ${engine}`, () => {
    it(`loses no acknowledged lead and stores none twice, over ${ROUNDS} crashes`, async () => {
      const fresh = await freshDatabaseUrl(engine);
      const report: string[] = [];
      try {
        for (let round = 1; round <= ROUNDS; round++) {
          const server = await startApiServer({ DATABASE_URL: fresh.url });
          const prefix = `${engine}-r${round}-${Date.now()}`;
          // The driver needs about a second to start; kill the server well into the load.
          const acknowledged = await killMidLoad(server, prefix, {
            concurrency: 16,
            durationMs: 4500,
            killAfterMs: 2500,
            // A busy host starts the driver late: a round killed before any 201 would test nothing.
            minAcknowledged: 20,
          });

          // Restart on the same database: it must come up (recovering the WAL) and hold every acknowledged lead once.
          const restarted = await startApiServer({ DATABASE_URL: fresh.url });
          restarted.child.kill("SIGTERM");
          expect(await exited(restarted.child)).toBe(0);

          const database = await openDatabase(fresh.url);
          const stored = (await listLeads(database.db)).filter((lead) => lead.email.startsWith(`${prefix}-`));
          await database.close();
          const counts = new Map<string, number>();
          for (const lead of stored) counts.set(lead.email, (counts.get(lead.email) ?? 0) + 1);
          expect(acknowledged.length).toBeGreaterThan(0);
          for (const email of acknowledged) expect(counts.get(email), email).toBe(1);
          expect([...counts.values()].every((count) => count === 1)).toBe(true);
          report.push(
            `round ${round}: ${acknowledged.length} acknowledged, ${stored.length} rows (unacknowledged but committed: ${stored.length - acknowledged.length})`,
          );

          if (engine === "sqlite") {
            const file = new SQLite(fresh.url.slice("sqlite:".length), { readonly: true });
            expect(file.pragma("integrity_check", { simple: true })).toBe("ok");
            file.close();
          }
        }
      } finally {
        console.log(`[crash ${engine}]\n${report.join("\n")}`);
        await fresh.drop();
      }
    }, 180_000);
  });
}
