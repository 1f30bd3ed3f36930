import { FeedbackSchema, type PageFeedback } from "~/lib/schemas";
import { insertFeedback } from "../db/feedback";
import type { FormDefinition } from "./form";

/**
 * "Was this helpful?" of an article or a docs section: the answer and the comment, with the language and the time
 * only; for one of `pages` (those that ask it), else refused as a page of the wrong shape is.
 */
export const feedbackForm = (pages: readonly string[]): FormDefinition<PageFeedback> => {
  const known = new Set(pages);
  return {
    schema: {
      safeParse(input) {
        const parsed = FeedbackSchema.safeParse(input);
        if (!parsed.success || known.has(parsed.data.page)) return parsed;
        return { success: false, error: { issues: [{ path: ["page"], message: "validation.page" }] } };
      },
    },
    metricName: () => "feedback",
    store: (database, { page, helpful, comment }, { language, created_at }) =>
      database.write((db) =>
        insertFeedback(db, { page, helpful: helpful === "yes", comment: comment || null, language, created_at }),
      ),
    answer: () => ({ data: { formId: "feedback" } }),
  };
};
