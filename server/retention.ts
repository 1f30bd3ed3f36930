import type { DatabaseHandle } from "./db/kysely";
import { deleteStoredBefore } from "./db/data-subject";
import { errorCode, errorMessage, log } from "./observability/logger";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes what is older than `days`; logs what it removed. */
export async function purgeExpired(database: DatabaseHandle, days: number, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const deleted = await database.write((db) => deleteStoredBefore(db, cutoff));
  log.info(
    { leads: deleted.leads, preregistrations: deleted.preregistrations, before: cutoff },
    `[retention] deleted ${deleted.leads} leads and ${deleted.preregistrations} preregistrations stored before ${cutoff}`,
  );
}

/** LEAD_RETENTION_DAYS: purge at start, then daily; returns the stop function for shutdown. Unset: keep everything. */
export async function startRetention(database: DatabaseHandle, days: number | undefined): Promise<() => Promise<void>> {
  if (!days) return async () => {};
  const run = () =>
    purgeExpired(database, days).catch((error) =>
      log.error({ code: errorCode(error) }, `[retention] purge failed: ${errorMessage(error)}`),
    );
  await run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return async () => clearInterval(timer);
}
