import type { PageForm } from "./form-post";

/** The field that names the answered page. */
export const FEEDBACK_PAGE_FIELD = "page";

/**
 * "Was this helpful?" of one page (`page`: `/article/<slug>` or `/docs/<article>`).
 * The yes and no buttons are the form's submit buttons (`helpful`); the comment is optional.
 */
export const feedbackPost = (page: string): PageForm => ({
  name: `feedback ${page}`,
  kind: "feedback",
  input: ({ page: answered, helpful, comment }) => ({
    page: answered ?? "",
    helpful: helpful ?? "",
    comment: comment?.trim() ? comment : undefined,
  }),
  schema: "FeedbackSchema",
  confirmation: "/confirmation/feedback",
});
