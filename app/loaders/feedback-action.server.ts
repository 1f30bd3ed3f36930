import type { AppLoadContext } from "react-router";
import { FEEDBACK_PAGE_FIELD, feedbackPost } from "~/lib/feedback-post";
import { handleFormPost } from "./form-action.server";

/**
 * The action of a page with "Was this helpful?" forms: the posted `page` says which form answered, and
 * must be this page (or one of its sections); another is refused as the schema refuses a malformed one.
 */
export async function handleFeedbackPost(args: { request: Request; context: AppLoadContext }) {
  const posted = (await args.request.clone().formData()).get(FEEDBACK_PAGE_FIELD);
  const here = new URL(args.request.url).pathname;
  const page = typeof posted === "string" && posted.split("#")[0] === here ? posted : "";
  return handleFormPost(args, feedbackPost(page));
}
