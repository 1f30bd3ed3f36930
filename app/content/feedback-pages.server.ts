import content from "virtual:content";
import { feedbackPagesOf } from "~/lib/feedback-post";

/** The pages that ask "Was this helpful?", read once by the Express app from the server build (the feedback API). */
export const feedbackPages = () => feedbackPagesOf(content.blog.pt, content.docs.pt);
