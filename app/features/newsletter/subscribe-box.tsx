import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { FormPostFields } from "~/components/form-post-fields";
import { Icon } from "~/components/icon";
import { SiteLink } from "~/components/site-link";
import { usePageForm } from "~/components/use-page-form";
import { newsletterPost } from "~/lib/newsletter-post";
import styles from "./newsletter.module.css";

/**
 * The blog's box (spec §4): a button that expands to an e-mail form; outside click or submit collapses
 * and clears. Before the scripts run, the button is a plain link to the /newsletter page's form.
 */
export function SubscribeBox() {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { onSubmit, busy } = usePageForm(newsletterPost);

  // The form unmounts when it collapses, which clears what was typed.
  const collapse = () => setExpanded(false);

  useEffect(() => {
    if (!expanded) return;
    input.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) collapse();
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [expanded]);

  return (
    <div ref={root} className={styles.box} data-testid="subscribe-box">
      <p className={styles.title}>{t("newsletter.boxTitle")}</p>
      {expanded ? (
        <form
          method="post"
          action="/newsletter"
          noValidate
          className={styles.row}
          onSubmit={(event) => {
            onSubmit(event);
            collapse();
          }}
        >
          <label htmlFor={id} className="visually-hidden">
            {t("newsletter.emailLabel")}
          </label>
          <input
            ref={input}
            id={id}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t("newsletter.placeholder")}
            onKeyDown={(event) => event.key === "Escape" && collapse()}
            className={styles.input}
          />
          <button type="submit" className="button button-primary">
            {t("newsletter.submit")}
          </button>
          <FormPostFields />
        </form>
      ) : (
        <SiteLink
          to="/newsletter"
          className="button button-secondary"
          aria-expanded={false}
          aria-disabled={busy || undefined}
          onClick={(event) => {
            event.preventDefault();
            if (!busy) setExpanded(true);
          }}
        >
          <Icon name="mail" size={16} />
          {t("newsletter.open")}
        </SiteLink>
      )}
    </div>
  );
}
