import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * The stored value of `key`, created with `make()` the first time. Instances starting together
 * agree: the first insert wins and every one of them reads that row back.
 */
export async function settingOrCreate(db: Kysely<Database>, key: string, make: () => string): Promise<string> {
  await db
    .insertInto("settings")
    .values({ key, value: make() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirstOrThrow();
  return row.value;
}
