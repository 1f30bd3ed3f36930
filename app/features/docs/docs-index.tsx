import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import styles from "./docs-index.module.css";
import { SiteLink } from "~/components/site-link";

/** The three tutorial entry points (spec §2 "Docs index"). */
export const TUTORIALS = [
  { key: "account", to: "/docs/create-account", image: "/illustrations/docs-signup.svg" },
  { key: "device", to: "/docs/create-account#create-a-device", image: "/illustrations/docs-device-form.svg" },
  { key: "dashboard", to: "/docs/create-account#dashboards", image: "/illustrations/docs-dashboard-editor.svg" },
] as const;

export const SOLUTIONS = [
  { key: "lighting", image: "/illustrations/docs-solution-lighting.svg" },
  { key: "blind", image: "/illustrations/docs-solution-blind.svg" },
  { key: "climate", image: "/illustrations/docs-solution-climate.svg" },
] as const;

export function TutorialCards() {
  const { t } = useTranslation("docs");
  return (
    <ol className={styles.cards}>
      {TUTORIALS.map((tutorial, index) => (
        <li key={tutorial.key} className={`card ${styles.card}`} data-testid="tutorial-card">
          <img src={tutorial.image} width={640} height={420} alt="" loading="lazy" className={styles.cardImage} />
          <div className={styles.cardBody}>
            <p className={styles.cardLabel}>{t("index.tutorialLabel", { number: index + 1 })}</p>
            <h3>
              <SiteLink to={tutorial.to} className={styles.cardLink}>
                {t(`index.tutorials.${tutorial.key}.title`)}
              </SiteLink>
            </h3>
            <p>{t(`index.tutorials.${tutorial.key}.text`)}</p>
            <p className={styles.cardMeta}>
              <span>{t(`index.tutorials.${tutorial.key}.meta`)}</span>
              <span className={styles.cardOpen} aria-hidden="true">
                {t("index.open")}
                <Icon name="arrowRight" size={16} />
              </span>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function Outline({ sections }: { sections: Array<{ url: string; header: string; summary: string }> }) {
  return (
    <ol className={styles.outline}>
      {sections.map((section, index) => (
        <li key={section.url}>
          <SiteLink to={`/docs/create-account#${section.url}`} className={styles.outlineLink}>
            <span className={styles.outlineNumber} aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <span className={styles.outlineText}>
              <span className={styles.outlineTitle}>{section.header}</span>
              <span className={styles.outlineSummary}>{section.summary}</span>
            </span>
          </SiteLink>
        </li>
      ))}
    </ol>
  );
}

export function Solutions() {
  const { t } = useTranslation("docs");
  return (
    <ul className={styles.solutions}>
      {SOLUTIONS.map((solution) => (
        <li key={solution.key} className={`card ${styles.solution}`} data-testid="solution">
          <img
            src={solution.image}
            width={320}
            height={200}
            alt={t(`index.solutions.${solution.key}.artAlt`)}
            loading="lazy"
            className={styles.solutionImage}
          />
          <div className={styles.solutionBody}>
            <h3>{t(`index.solutions.${solution.key}.title`)}</h3>
            <p>{t(`index.solutions.${solution.key}.text`)}</p>
            <dl className={styles.parts}>
              {(["devices", "variables", "dashboard"] as const).map((part) => (
                <div key={part}>
                  <dt>{t(`index.solutionParts.${part}`)}</dt>
                  <dd>{t(`index.solutions.${solution.key}.${part}`)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
