/**
 * Prints the stored leads as CSV (the same as GET /api/admin/leads?format=csv; on a terminal, control characters escaped):
 *   npm run leads:export [-- --table preregistrations|feedback] [-- --since 2025-01-01]
 */
import { parseArgs } from "node:util";
import { exportRows, isExportTable, rowsToCsv } from "../server/api/admin-leads";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/kysely";
import { terminalRows } from "../server/export/terminal-text";

const { values } = parseArgs({ options: { table: { type: "string", default: "leads" }, since: { type: "string" } } });
const table = values.table;
if (!isExportTable(table)) {
  console.error("--table must be leads, preregistrations or feedback");
  process.exit(2);
}
if (values.since && Number.isNaN(Date.parse(values.since))) {
  console.error("--since must be a date, e.g. 2025-01-31");
  process.exit(2);
}
const database = await openDatabase(loadConfig().DATABASE_URL);
try {
  const rows = await exportRows(database.db, table, values.since && new Date(values.since).toISOString());
  // On a terminal, stored text is shown with its control characters escaped; into a file or a pipe, the CSV as stored.
  process.stdout.write(rowsToCsv(table, process.stdout.isTTY ? terminalRows(rows) : rows));
} finally {
  await database.close();
}
