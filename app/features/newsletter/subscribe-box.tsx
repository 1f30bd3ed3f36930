import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { Honeypot } from "./honeypot";
import { useNewsletter } from "./use-newsletter";
import styles from "./newsletter.module.css";

/** The blog's box (spec §4): a button that expands to an e-mail form; outside click or submit collapses and clears. */
export function SubscribeBox() {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { subscribe, state } = useNewsletter();

  const collapse = () => {
    setExpanded(false);
    setEmail("");
  };

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
          noValidate
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            const value = email;
            collapse();
            void subscribe(value, honeypot);
          }}
        >
          <label htmlFor={id} className="visually-hidden">{t("newsletter.emailLabel")}</label>
          <input
            ref={input}
            id={id}
            type="email"
            autoComplete="email"
            placeholder={t("newsletter.placeholder")}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onKeyDown={(event) => event.key === "Escape" && collapse()}
            className={styles.input}
          />
          <button type="submit" className="button button-primary">{t("newsletter.submit")}</button>
          <Honeypot value={honeypot} onChange={setHoneypot} />
        </form>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setExpanded(true)} disabled={state.loading}>
          <Icon name="mail" size={16} />
          {t("newsletter.open")}
        </button>
      )}
    </div>
  );
}
