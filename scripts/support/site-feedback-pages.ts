import { feedbackPagesOf } from "../../app/lib/feedback-post";
import { BLOG, contentRoot, DOCS, loadCollection } from "../../content-pipeline";

let pages: string[] | undefined;

/** The pages that ask "Was this helpful?" as the page build's entry gives them to server.ts, read from content/ for apps started without the build. */
export function siteFeedbackPages(): string[] {
  pages ??= feedbackPagesOf(loadCollection(contentRoot(), BLOG).pt, loadCollection(contentRoot(), DOCS).pt);
  return pages;
}
