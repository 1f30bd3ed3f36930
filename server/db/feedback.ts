import { sql, type Kysely } from "kysely";
import type { Database } from "./schema";
import type { StoredRow } from "./leads";

export interface NewFeedback {
  page: string;
  helpful: boolean;
  comment: string | null;
  language: string | null;
  created_at: string;
}

/** Stores one answer (inside `DatabaseHandle.write`); feedback goes to no webhook. */
export async function insertFeedback(db: Kysely<Database>, feedback: NewFeedback): Promise<StoredRow> {
  const row = await db
    .insertInto("page_feedback")
    .values({ ...feedback, helpful: feedback.helpful ? 1 : 0 })
    .returning(["id", "created_at"])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: row.created_at, created: true };
}

/** The answers per page, most answered first: the admin export's `table=feedback` and `npm run feedback:report`. */
export async function feedbackByPage(db: Kysely<Database>, since?: string) {
  let query = db
    .selectFrom("page_feedback")
    .select((eb) => [
      "page",
      eb.fn.countAll<string | number>().as("answers"),
      eb.fn.sum<string | number>("helpful").as("yes"),
      eb.fn.count<string | number>("comment").as("comments"),
      eb.fn.max("created_at").as("last_answer_at"),
    ])
    .groupBy("page")
    .orderBy(sql`count(*)`, "desc")
    .orderBy("page");
  if (since) query = query.where("created_at", ">=", since);
  const rows = await query.execute();
  return rows.map(({ page, answers, yes, comments, last_answer_at }) => ({
    page,
    yes: Number(yes),
    no: Number(answers) - Number(yes),
    comments: Number(comments),
    last_answer_at,
  }));
}

/** Every comment of one page (or all), newest first, for reading them in the report. */
export async function feedbackComments(db: Kysely<Database>, page?: string) {
  let query = db
    .selectFrom("page_feedback")
    .select(["page", "helpful", "comment", "language", "created_at"])
    .where("comment", "is not", null)
    .orderBy("created_at", "desc");
  if (page) query = query.where("page", "=", page);
  return query.execute();
}
