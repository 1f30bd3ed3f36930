import { FeedbackSchema, type PageFeedback } from "~/lib/schemas";
import { insertFeedback } from "../db/feedback";
import type { FormDefinition } from "./form";

/** "Was this helpful?" of an article or a docs section: the answer and the comment, with the language and the time only. */
export const feedbackForm: FormDefinition<PageFeedback> = {
  schema: FeedbackSchema,
  metricName: () => "feedback",
  store: (database, { page, helpful, comment }, { language, created_at }) =>
    database.write((db) =>
      insertFeedback(db, { page, helpful: helpful === "yes", comment: comment || null, language, created_at }),
    ),
  answer: () => ({ data: { formId: "feedback" } }),
};
