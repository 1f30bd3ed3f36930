import { useEffect, useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useNavigate } from "react-router";
import { Icon } from "~/components/icon";
import { Honeypot } from "./honeypot";
import { useNewsletter } from "./use-newsletter";
import styles from "./newsletter.module.css";

/** Footer box: once the subscription completes, go to / and reset (spec §4). */
export function FooterNewsletter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const { state, subscribe, reset } = useNewsletter();

  useEffect(() => {
    if (!state.completed) return;
    setEmail("");
    reset();
    void navigate("/");
  }, [state.completed, navigate, reset]);

  return (
    <form
      className={styles.footerForm}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void subscribe(email, honeypot);
      }}
    >
      <p id={`${id}-title`} className={styles.title}>{t("newsletter.title")}</p>
      <div className={styles.row}>
        <label htmlFor={id} className="visually-hidden">{t("newsletter.emailLabel")}</label>
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t("newsletter.placeholder")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={state.loading}
          className={styles.input}
        />
        <button type="submit" className="button button-primary" disabled={state.loading}>
          <Icon name="send" size={16} />
          {state.loading ? t("newsletter.sending") : t("newsletter.submit")}
        </button>
      </div>
      <Honeypot value={honeypot} onChange={setHoneypot} />
    </form>
  );
}
