import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { loadPromptPreview } from "~/features/prompt-preview/load-prompt-preview";
import { PromptPreview } from "~/features/prompt-preview/prompt-preview";
import { useHydrated } from "~/components/use-hydrated";
import { useOptionalRootData } from "~/root-data";
import { HeroActions } from "./hero-actions";
import { isSendablePrompt, PROMPT_MAX_LENGTH, registerWithPrompt } from "~/lib/prompt-link";
import { typeHomePlaceholder } from "~/boot/placeholder-cycle";
import TYPING_SCRIPT from "~/boot/typing-placeholder.ts?inline-script";
import PROMPT_SEND_SCRIPT from "~/boot/prompt-send.ts?inline-script";
import { InlineScript } from "~/components/inline-script";
import styles from "./prompt-hero.module.css";

interface PromptExample {
  label: string;
  prompt: string;
}

const FIELD_ID = "home-prompt";

const asList = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * The page's one opening (issue 68): h1, lead, the prompt box that hands the visitor's request to the application,
 * its examples, and the site's two actions beneath.
 * Before the scripts run it is a plain GET form to the register page (a new tab, the prompt as
 * `?prompt=`); what was typed by then is picked up when the page hydrates.
 */
export function PromptHero({ registerUrl, demoSectionId }: { registerUrl: string; demoSectionId: string }) {
  const { t } = useTranslation(["home", "common"]);
  const [text, setText] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);
  const placeholders = asList<string>(t("prompt.placeholders", { returnObjects: true }));
  const examples = asList<PromptExample>(t("prompt.examples", { returnObjects: true }));
  const nonce = useOptionalRootData()?.nonce;
  // On a hydrated page the inline script below has started it already; after a client-side navigation it has not.
  useEffect(() => (field.current ? typeHomePlaceholder(field.current) : undefined), []);
  const sendable = isSendablePrompt(text);
  const hydrated = useHydrated();
  useEffect(() => setText(field.current?.value ?? ""), []);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sendable) return;
    window.open(registerWithPrompt(registerUrl, text), "_blank", "noopener");
  };
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (sendable) event.currentTarget.form?.requestSubmit();
  };
  const fillExample = (prompt: string) => {
    setText(prompt);
    field.current?.focus();
  };

  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.backdrop} aria-hidden="true" />
      <div className={`container ${styles.inner}`}>
        <p className={styles.badge}>
          <span className={styles.badgeDot} aria-hidden="true" />
          {t("prompt.eyebrow")}
        </p>
        <h1 id="home-title" className={styles.title}>
          {t("prompt.title")}
        </h1>
        <p className={styles.lead}>{t("prompt.lead")}</p>

        <form className={styles.box} method="get" action={registerUrl} target="_blank" onSubmit={send}>
          <label htmlFor={FIELD_ID} className={styles.label}>
            <Sparkle />
            {t("prompt.label")}
          </label>
          <textarea
            id={FIELD_ID}
            ref={field}
            name="prompt"
            className={styles.field}
            rows={3}
            maxLength={PROMPT_MAX_LENGTH}
            required
            value={text}
            placeholder={placeholders[0]}
            data-placeholders={JSON.stringify(placeholders)}
            aria-describedby="home-prompt-hint"
            onChange={(event) => setText(event.target.value)}
            onFocus={() => void loadPromptPreview()}
            onKeyDown={sendOnEnter}
            data-testid="home-prompt"
          />
          <script
            nonce={nonce}
            data-field={FIELD_ID}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: TYPING_SCRIPT }}
          />
          <div className={styles.bar}>
            <p id="home-prompt-hint" className={styles.hint}>
              {t("prompt.hint")}
            </p>
            {/* Until hydration the inline program after it keeps `disabled` (app/boot/prompt-send.ts); undefined till then, so React writes it at hydration. */}
            <button
              type="submit"
              className={`button button-primary ${styles.send}`}
              disabled={hydrated ? !sendable : undefined}
              data-prompt-send={FIELD_ID}
            >
              {t("prompt.send")}
              <Icon name="send" size={16} />
              <span className="visually-hidden"> {t("nav.newTab", { ns: "common" })}</span>
            </button>
            <InlineScript source={PROMPT_SEND_SCRIPT} />
          </div>
        </form>
        <PromptPreview text={text} />

        <div className={styles.examples}>
          <p id="home-examples-label" className={styles.examplesLabel}>
            {t("prompt.examplesLabel")}
          </p>
          <ul aria-labelledby="home-examples-label">
            {examples.map((example) => (
              <li key={example.label}>
                <button
                  type="button"
                  className={styles.example}
                  value={example.prompt}
                  data-fills={FIELD_ID}
                  onClick={() => fillExample(example.prompt)}
                >
                  {example.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <HeroActions demoSectionId={demoSectionId} />
      </div>
    </section>
  );
}

function Sparkle() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.sparkle}>
      <path
        d="M8 0c.6 3.9 2.1 5.4 6 6-3.9.6-5.4 2.1-6 6-.6-3.9-2.1-5.4-6-6 3.9-.6 5.4-2.1 6-6zM13.5 10c.3 1.9 1 2.6 2.5 3-1.5.4-2.2 1.1-2.5 3-.3-1.9-1-2.6-2.5-3 1.5-.4 2.2-1.1 2.5-3z"
        fill="currentColor"
      />
    </svg>
  );
}
