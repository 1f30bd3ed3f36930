/**
 * Prints the answers to "Was this helpful?" per page (the admin export's `table=feedback`), and their comments:
 *   npm run feedback:report [-- --comments] [-- --page /article/slug] [-- --since 2025-01-01]
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { feedbackByPage, feedbackComments } from "../server/db/feedback";
import { openDatabase } from "../server/db/kysely";
import { feedbackReport } from "../server/export/feedback-report";

const { values } = parseArgs({
  options: { comments: { type: "boolean", default: false }, page: { type: "string" }, since: { type: "string" } },
});
if (values.since && Number.isNaN(Date.parse(values.since))) {
  console.error("--since must be a date, e.g. 2025-01-31");
  process.exit(2);
}
const database = await openDatabase(loadConfig().DATABASE_URL);
try {
  const since = values.since && new Date(values.since).toISOString();
  const counts = (await feedbackByPage(database.db, since)).filter((row) => !values.page || row.page === values.page);
  const comments = values.comments || values.page ? await feedbackComments(database.db, values.page) : [];
  process.stdout.write(feedbackReport(counts, comments));
} finally {
  await database.close();
}
