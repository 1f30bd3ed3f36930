/**
 * Queues stored records for delivery again (docs/webhooks.md), per destination:
 *   npm run leads:redeliver [-- --failed] [-- --since 2025-01-01] [-- --destination rdstation]
 * --failed: only the ones marked failed; otherwise failed and delivered ones alike. Pending rows are left as they are.
 * --destination: webhook, rdstation or hubspot; otherwise every destination.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/kysely";
import { DESTINATIONS } from "../server/db/leads";
import { requeue } from "../server/db/outbox";
import type { DestinationName } from "../server/db/schema";

const { values } = parseArgs({
  options: {
    failed: { type: "boolean", default: false },
    since: { type: "string" },
    destination: { type: "string" },
  },
});
if (values.since && Number.isNaN(Date.parse(values.since))) {
  console.error("--since must be a date, e.g. 2025-01-31");
  process.exit(2);
}
if (values.destination && !DESTINATIONS.includes(values.destination as DestinationName)) {
  console.error(`--destination must be one of ${DESTINATIONS.join(", ")}`);
  process.exit(2);
}
const destinations = values.destination ? [values.destination as DestinationName] : DESTINATIONS;
const since = values.since && new Date(values.since).toISOString();
const database = await openDatabase(loadConfig().DATABASE_URL);
try {
  const counts = await database.write(async (db) => {
    const queued: Array<[DestinationName, number]> = [];
    for (const destination of destinations)
      queued.push([destination, await requeue(db, { failedOnly: values.failed, since, destination })]);
    return queued;
  });
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  console.log(`${total} record(s) queued for delivery`);
  for (const [destination, count] of counts) if (count > 0) console.log(`  ${destination}: ${count}`);
} finally {
  await database.close();
}
