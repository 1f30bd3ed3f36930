import { Icon } from "~/components/icon";
import { SiteLink } from "~/components/site-link";
import { StaticSubtree } from "~/components/static-subtree";
import { useTranslation } from "~/i18n/react";
import { SpriteIcon } from "~/components/sprite-icon";
import { iconSet } from "~/components/icon-sprite";
import audiences from "./audiences.icons.json";
import { SectionHeading } from "./section-heading";
import styles from "./vibe-section.module.css";

const AUDIENCES = ["makers", "integrators", "startups", "companies"] as const;
/** Where each audience goes next: the free courses, the docs, its plan, the sales team. */
const AUDIENCE_PAGES: Record<(typeof AUDIENCES)[number], string> = {
  makers: "/events",
  integrators: "/docs",
  startups: "/price#plan-startup",
  companies: "/about/commercial",
};
const AUDIENCE_ICONS = iconSet<(typeof AUDIENCES)[number]>("audiences", audiences.paths);

/** Who the platform is for, what each of them gets, and the page each goes to next. */
export function VibeSection() {
  const { t } = useTranslation("home");
  return (
    <StaticSubtree as="section" className={`section ${styles.section}`} aria-labelledby="home-vibe-title">
      <div className="container">
        <SectionHeading
          id="home-vibe-title"
          align="center"
          eyebrow={t("vibe.eyebrow")}
          title={t("vibe.title")}
          text={t("vibe.text")}
        />
        <ul className={styles.cards}>
          {AUDIENCES.map((audience) => {
            const points = t(`vibe.cards.${audience}.points`, { returnObjects: true });
            return (
              <li key={audience} className={styles.card}>
                <SpriteIcon set={AUDIENCE_ICONS} name={audience} size={24} boxClassName={styles.icon} />
                <h3>{t(`vibe.cards.${audience}.title`)}</h3>
                <p>{t(`vibe.cards.${audience}.text`)}</p>
                <ul className={styles.points}>
                  {(Array.isArray(points) ? (points as string[]) : []).map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <SiteLink to={AUDIENCE_PAGES[audience]} className={styles.link}>
                  {t(`vibe.cards.${audience}.link`)}
                  <Icon name="arrowRight" size={16} />
                </SiteLink>
              </li>
            );
          })}
        </ul>
      </div>
    </StaticSubtree>
  );
}
