import { leadWebhook, type Config } from "../config";
import { openDatabase, type DatabaseHandle } from "../db/kysely";
import { startDelivery } from "./worker";

/**
 * The database of a server process: with the lead webhook configured, records queue their delivery
 * and this process sends the outbox; writes wake the sender, and close() stops it before the database.
 */
export async function openDatabaseWithDelivery(config: Config): Promise<DatabaseHandle> {
  const webhook = leadWebhook(config);
  const database = await openDatabase(config.DATABASE_URL, { outbox: webhook !== null });
  if (!webhook) return database;
  const worker = startDelivery(database, webhook);
  return {
    ...database,
    write: async (work) => {
      const result = await database.write(work);
      worker.recordStored();
      return result;
    },
    close: async () => {
      await worker.stop();
      await database.close();
    },
  };
}
