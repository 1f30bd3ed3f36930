import type { PageForm } from "./form-post";

/** The field that names the answered page. */
export const FEEDBACK_PAGE_FIELD = "page";

/**
 * "Was this helpful?" of one page (`page`: `/article/<slug>` or `/docs/<article>`).
 * The yes and no buttons are the form's submit buttons (`helpful`); the comment is optional. The answer is for
 * `page`, never for the page the post names: the page's action picks `page` among its own (handleFeedbackPost).
 */
export const feedbackPost = (page: string): PageForm => ({
  name: `feedback ${page}`,
  kind: "feedback",
  input: ({ helpful, comment }) => ({
    page,
    helpful: helpful ?? "",
    comment: comment?.trim() ? comment : undefined,
  }),
  schema: "FeedbackSchema",
  confirmation: "/confirmation/feedback",
});

/**
 * The pages that ask "Was this helpful?", each once: every article with a text of its own, and every docs
 * article. The API takes answers for these only.
 */
export const feedbackPagesOf = (
  articles: ReadonlyArray<{ slug: string; html: string }>,
  docs: ReadonlyArray<{ article: string }>,
): string[] => [
  ...articles.filter(({ html }) => html.trim() !== "").map(({ slug }) => `/article/${slug}`),
  ...new Set(docs.map(({ article }) => `/docs/${article}`)),
];
