/**
 * LGPD erasure of one person: deletes every row with that e-mail (leads, preregistrations) and prints
 * what it removed (the same as DELETE /api/admin/leads?email=):
 *   npm run leads:delete -- --email ana@example.com
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { deletePerson } from "../server/db/data-subject";
import { openDatabase } from "../server/db/kysely";

const { values } = parseArgs({ options: { email: { type: "string" } } });
if (!values.email?.includes("@")) {
  console.error("--email must be an e-mail address, e.g. --email ana@example.com");
  process.exit(2);
}
const database = await openDatabase(loadConfig().DATABASE_URL);
try {
  const deleted = await database.write((db) => deletePerson(db, values.email!));
  console.log(`Deleted ${deleted.leads} leads and ${deleted.preregistrations} preregistrations of ${values.email}.`);
} finally {
  await database.close();
}
