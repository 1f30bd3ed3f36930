import type { AppLoadContext } from "react-router";
import { FEEDBACK_PAGE_FIELD, feedbackPost } from "~/lib/feedback-post";
import { handleFormPost } from "./form-action.server";

/**
 * The action of a page with "Was this helpful?" forms: `pages` are the page's own (the article, or each section
 * of a docs article). The posted `page` says which form answered when there are several, and must be one of
 * them; another is refused as the schema refuses a malformed one. The answer is stored for that page of ours,
 * never for the text posted.
 */
export async function handleFeedbackPost(
  args: { request: Request; context: AppLoadContext },
  pages: readonly string[],
) {
  const posted = (await args.request.clone().formData()).get(FEEDBACK_PAGE_FIELD);
  const page = pages.length === 1 ? pages[0]! : (pages.find((own) => own === posted) ?? "");
  return handleFormPost(args, feedbackPost(page));
}
