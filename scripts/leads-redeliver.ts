/**
 * Queues stored records for the lead webhook again (docs/webhooks.md):
 *   npm run leads:redeliver [-- --failed] [-- --since 2025-01-01]
 * --failed: only the ones marked failed; otherwise failed and delivered ones alike. Pending rows are left as they are.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/kysely";
import { requeue } from "../server/db/outbox";

const { values } = parseArgs({ options: { failed: { type: "boolean", default: false }, since: { type: "string" } } });
if (values.since && Number.isNaN(Date.parse(values.since))) {
  console.error("--since must be a date, e.g. 2025-01-31");
  process.exit(2);
}
const database = await openDatabase(loadConfig().DATABASE_URL);
try {
  const count = await database.write((db) =>
    requeue(db, { failedOnly: values.failed, since: values.since && new Date(values.since).toISOString() }),
  );
  console.log(`${count} record(s) queued for delivery`);
} finally {
  await database.close();
}
