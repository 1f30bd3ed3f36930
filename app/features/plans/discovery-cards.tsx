import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { claimValues } from "~/data/claims";
import styles from "./discovery-cards.module.css";
import { SiteLink } from "~/components/site-link";

const CARDS = [
  { id: "courses", to: "/events", art: "/illustrations/plans-courses.svg" },
  { id: "docs", to: "/docs", art: "/illustrations/plans-docs.svg" },
  { id: "showcase", to: "/showcase", art: "/illustrations/plans-showcase.svg" },
] as const;

/** Free ways to learn before buying; a card lights up on hover and while its link has focus. */
export function DiscoveryCards() {
  const { t, lang } = useTranslation("plans");
  const { training } = claimValues(lang);
  return (
    <section className={`container section ${styles.section}`} aria-labelledby="discover-title">
      <div className={styles.intro}>
        <h2 id="discover-title">{t("discover.title")}</h2>
        <p>{t("discover.lead")}</p>
      </div>
      <ul className={styles.grid}>
        {CARDS.map((card) => (
          <li key={card.id} className={styles.card} data-testid={`discover-${card.id}`}>
            <img src={card.art} width={360} height={180} alt="" loading="lazy" className={styles.art} />
            <div className={styles.body}>
              <h3>{t(`discover.items.${card.id}.title`)}</h3>
              <p>{t(`discover.items.${card.id}.text`, { hours: training })}</p>
              <SiteLink to={card.to} className={styles.link}>
                {t(`discover.items.${card.id}.cta`)}
                <Icon name="arrowRight" size={16} className={styles.arrow} />
              </SiteLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
