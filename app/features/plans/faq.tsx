import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { claimValues } from "~/data/claims";
import { FAQ_IDS, faqValues } from "~/data/faq";
import { useMoney } from "./use-money";
import styles from "./faq.module.css";

/** The questions and answers as shown, for the accordion and the FAQPage data alike. */
export function useFaqItems(): Array<{ id: string; question: string; answer: string }> {
  const { t, lang } = useTranslation("plans");
  const { money } = useMoney();
  const values = faqValues(money, claimValues(lang));
  return FAQ_IDS.map((id) => ({ id, question: t(`faq.items.${id}.q`), answer: t(`faq.items.${id}.a`, values[id]) }));
}

/** Eight questions as native disclosure widgets: keyboard-operable and announced as expandable. */
export function Faq({ items }: { items: ReturnType<typeof useFaqItems> }) {
  const { t } = useTranslation("plans");
  return (
    <section className={`container section ${styles.section}`} aria-labelledby="faq-title">
      <div className={styles.layout}>
        <div className={styles.intro}>
          <h2 id="faq-title">{t("faq.title")}</h2>
          <p>{t("faq.lead")}</p>
        </div>
        <div className={styles.list} data-testid="faq">
          {items.map((item) => (
            <details key={item.id} id={`faq-${item.id}`} className={styles.item}>
              <summary className={styles.question}>
                <span>{item.question}</span>
                <Icon name="chevronDown" size={20} className={styles.chevron} />
              </summary>
              <p className={styles.answer}>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
