import type { PageForm } from "./form-post";

/** The field that names the answered page; a docs page has a form per section, told apart by it. */
export const FEEDBACK_PAGE_FIELD = "page";

/**
 * "Was this helpful?" of one page or docs section (`page`: `/article/<slug>` or `/docs/<article>#<section>`).
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
