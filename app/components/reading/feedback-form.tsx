import { useEffect, useId, useMemo, useRef } from "react";
import { TextAreaField } from "~/components/field";
import { FormPostFields } from "~/components/form-post-fields";
import { usePageForm } from "~/components/use-page-form";
import { useTranslation } from "~/i18n/react";
import { FEEDBACK_PAGE_FIELD, feedbackPost } from "~/lib/feedback-post";
import { FEEDBACK_COMMENT_MAX } from "~/lib/form-options";
import styles from "./reading.module.css";

/**
 * "Was this helpful?" at the end of an article or a docs page: yes and no are the submit buttons, the
 * comment is optional and asks for nothing personal. Without scripts it posts to the page's action
 * (`action`, which calls handleFeedbackPost) and lands on /confirmation/feedback; hydrated, it sends the
 * API and thanks in place.
 *
 * The comment is revealed by a checkbox of its own (no name, so it is not sent), not by a `<details>`: at
 * `DOMContentLoaded` Chromium's autofill forces a style and layout pass for every form control inside a closed
 * `<details>`, one pass per form (decision 048).
 */
export function FeedbackForm({ page, action, part }: { page: string; action: string; part: "article" | "page" }) {
  const { t } = useTranslation("reading");
  const thanks = useRef<HTMLParagraphElement>(null);
  const form = usePageForm(useMemo(() => feedbackPost(page), [page]));
  const questionId = useId();
  const commentToggleId = useId();
  const done = form.state.status === "success";
  // The form leaves with the button that had focus: focus goes to the thanks that replace it.
  useEffect(() => {
    if (done) thanks.current?.focus();
  }, [done]);
  const comment = form.field("comment");
  const problem = form.say(form.state.errors.helpful ?? form.state.errors[FEEDBACK_PAGE_FIELD] ?? form.state.message);
  return (
    <div className={styles.feedback} data-testid="feedback">
      {!done && (
        <form
          method="post"
          action={action}
          noValidate
          onSubmit={form.onSubmit}
          onFocus={form.onFocus}
          aria-labelledby={questionId}
          className={styles.feedbackForm}
        >
          <p id={questionId} className={styles.question}>
            {t(`feedback.${part}Question`)}
          </p>
          <input type="hidden" name={FEEDBACK_PAGE_FIELD} value={page} />
          <div className={styles.comment}>
            <div className="field field-checkbox">
              <input
                type="checkbox"
                id={commentToggleId}
                className={styles.commentToggle}
                defaultChecked={Boolean(comment.defaultValue || comment.error)}
              />
              <label htmlFor={commentToggleId}>{t("feedback.addComment")}</label>
            </div>
            <TextAreaField
              label={t("feedback.comment")}
              hint={t("feedback.commentHint")}
              rows={3}
              maxLength={FEEDBACK_COMMENT_MAX}
              autoComplete="off"
              className={styles.commentField}
              {...comment}
            />
          </div>
          <div className={styles.answers}>
            {(["yes", "no"] as const).map((answer) => (
              <button
                key={answer}
                type="submit"
                name="helpful"
                value={answer}
                className="button button-secondary button-small"
                disabled={form.busy}
              >
                {t(`feedback.${answer}`)}
              </button>
            ))}
          </div>
          <FormPostFields />
          {problem && (
            <p role="alert" className={styles.error}>
              {problem}
            </p>
          )}
        </form>
      )}
      <p ref={thanks} role="status" tabIndex={-1} className={styles.thanks}>
        {done ? t("feedback.thanks") : ""}
      </p>
    </div>
  );
}
