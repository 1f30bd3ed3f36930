import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { SpriteIcon } from "~/components/sprite-icon";
import { ABOUT_ICONS, type AboutIcon } from "~/features/about/about-icons";
import { LEGAL_CONTACT } from "~/data/legal-contact";
import styles from "./contact-channels.module.css";
import { SiteLink } from "~/components/site-link";

/** `link`: the key of the link's label; the demo's is the site's one label for it. */
const CHANNELS: ReadonlyArray<{ key: string; icon: AboutIcon; href?: string; link?: string }> = [
  { key: "demo", icon: "rocket", href: "/demo-form", link: "common:actions.bookDemo" },
  { key: "docs", icon: "book2", href: "/docs", link: "about:contact.channels.docs.link" },
  { key: "community", icon: "chat", href: "/discord", link: "about:contact.channels.community.link" },
  { key: "privacy", icon: "lock" },
];

/** Where else to go: demo, documentation, Discord, and the data protection officer's address. */
export function ContactChannels() {
  const { t } = useTranslation(["about", "common"]);
  return (
    <section className={styles.channels} aria-labelledby="contact-channels">
      <h2 id="contact-channels">{t("contact.channels.title")}</h2>
      <ul>
        {CHANNELS.map((channel) => (
          <li key={channel.key} className={styles.channel}>
            <span className={styles.icon}>
              <SpriteIcon set={ABOUT_ICONS} name={channel.icon} size={20} />
            </span>
            <div>
              <h3>{t(`contact.channels.${channel.key}.title`)}</h3>
              <p>{t(`contact.channels.${channel.key}.text`)}</p>
              {channel.href === "/discord" ? (
                <a href={channel.href} className={`tap-target ${styles.link}`}>
                  {t(channel.link!)}
                  <Icon name="arrowRight" size={16} />
                </a>
              ) : channel.href ? (
                <SiteLink to={channel.href} className={`tap-target ${styles.link}`}>
                  {t(channel.link!)}
                  <Icon name="arrowRight" size={16} />
                </SiteLink>
              ) : (
                <a href={`mailto:${LEGAL_CONTACT.dpoEmail}`} className={`tap-target ${styles.link}`}>
                  {LEGAL_CONTACT.dpoEmail}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
