import { StaticSubtree } from "~/components/static-subtree";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { SITE } from "~/site.config";
import { SectionHeading } from "./section-heading";
import styles from "./social-section.module.css";

/** An invitation to follow the community, with the four social profiles. */
export function SocialSection() {
  const { t } = useTranslation(["home", "common"]);
  return (
    <StaticSubtree as="section" className={`section ${styles.section}`} aria-labelledby="home-social-title">
      <div className={`container ${styles.panel}`}>
        <SectionHeading
          id="home-social-title"
          eyebrow={t("social.eyebrow")}
          title={t("social.title")}
          text={t("social.text")}
        />
        <ul className={styles.links}>
          {SITE.socials.map((social) => {
            const external = social.href.startsWith("http");
            return (
              <li key={social.id}>
                <a
                  href={social.href}
                  className={styles.link}
                  data-network={social.id}
                  {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  <Icon name={social.id} size={22} boxClassName={styles.icon} />
                  <strong className={styles.name}>{t(`social.links.${social.id}.name`)}</strong>
                  <span className={styles.text}>{t(`social.links.${social.id}.text`)}</span>
                  <Icon name={external ? "external" : "arrowRight"} size={16} className={styles.arrow} />
                  {external && <span className="visually-hidden"> {t("nav.newTab", { ns: "common" })}</span>}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </StaticSubtree>
  );
}
