/**
 * LGPD erasure of one person: deletes every row with that e-mail (leads, preregistrations) and prints
 * what it removed (the same as DELETE /api/admin/leads with {"email": …}), and queues the erasure's event for
 * the destinations that take one:
 *   npm run leads:delete -- --email ana@example.com
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { deletePerson } from "../server/db/data-subject";
import { openDatabase } from "../server/db/kysely";
import { erasableDestinations } from "../server/delivery/deliveries";

const { values } = parseArgs({ options: { email: { type: "string" } } });
if (!values.email?.includes("@")) {
  console.error("--email must be an e-mail address, e.g. --email ana@example.com");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.DATABASE_URL);
try {
  const deleted = await database.write((db) => deletePerson(db, values.email!, erasableDestinations(config)));
  console.log(`Deleted ${deleted.leads} leads and ${deleted.preregistrations} preregistrations of ${values.email}.`);
  if (deleted.notified.length) console.log(`Erasure queued for: ${deleted.notified.join(", ")}.`);
  if (deleted.eraseByHand.length) console.log(`Erase by hand in: ${deleted.eraseByHand.join(", ")}.`);
} finally {
  await database.close();
}
