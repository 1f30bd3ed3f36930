import type { CSSProperties } from "react";
import { useTranslation } from "~/i18n/react";
import { reopenCookieBanner } from "~/shell/consent/consent-store";
import { FooterNewsletter } from "~/features/newsletter/footer-newsletter";
import { SITE } from "~/site.config";
import { Icon, type IconName } from "~/components/icon";
import { Logo } from "~/components/logo";
import styles from "./footer.module.css";
import { SiteLink } from "~/components/site-link";
import { StaticSubtree } from "~/components/static-subtree";

/** Each link: its address and its label's key in common. */
const COLUMNS = [
  {
    key: "start",
    links: [
      ["/register", "footer.links.register"],
      ["/price", "footer.links.plans"],
      ["/docs/create-account", "footer.links.createAccount"],
      ["/demo-form", "actions.bookDemo"],
    ],
  },
  {
    key: "learn",
    links: [
      ["/docs", "footer.links.docs"],
      ["/blog", "footer.links.blog"],
      ["/blog-content", "footer.links.allContents"],
      ["/news", "footer.links.news"],
      ["/events", "footer.links.events"],
    ],
  },
  {
    key: "community",
    links: [
      ["/discord", "footer.links.discord"],
      ["/showcase", "footer.links.showcase"],
      [SITE.githubOrg, "footer.links.github"],
    ],
  },
  {
    key: "company",
    links: [
      ["/about", "footer.links.about"],
      ["/about/contact", "footer.links.contact"],
    ],
  },
] as const;

/** Footer on every page (spec §2 "Navigation"); `dark` forces it dark on the legal pages. */
export function Footer({ dark, year }: { dark: boolean; year: number }) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer} data-theme={dark ? "dark" : undefined}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p>{t("footer.tagline")}</p>
          <FooterNewsletter />
          <StaticSubtree as="ul" staysAcrossPages className={styles.socials} aria-label={t("footer.socialLabel")}>
            {SITE.socials.map((social) => (
              <li key={social.id}>
                <a
                  href={social.href}
                  aria-label={t(`footer.social.${social.id}`)}
                  {...(social.href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  <Icon name={social.id as IconName} />
                </a>
              </li>
            ))}
          </StaticSubtree>
        </div>
        <StaticSubtree staysAcrossPages>
          {COLUMNS.map((column) => (
            <nav
              key={column.key}
              aria-labelledby={`footer-${column.key}`}
              className={styles.column}
              style={{ "--links": column.links.length } as CSSProperties}
            >
              <h2 id={`footer-${column.key}`}>{t(`footer.columns.${column.key}`)}</h2>
              <ul>
                {column.links.map(([to, key]) => (
                  <li key={to}>
                    {to.startsWith("http") ? (
                      <a href={to} className="tap-target" target="_blank" rel="noopener noreferrer">
                        {t(key)}
                        <span className="visually-hidden"> {t("nav.newTab")}</span>
                      </a>
                    ) : to === "/discord" ? (
                      <a href={to} className="tap-target">
                        {t(key)}
                      </a>
                    ) : (
                      <SiteLink to={to} className="tap-target">
                        {t(key)}
                      </SiteLink>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </StaticSubtree>
      </div>
      <div className={styles.legal}>
        <p>{t("footer.copyright", { year, brand: SITE.brand })}</p>
        <ul>
          <li>
            <SiteLink to="/termos-do-serviço" className="tap-target">
              {t("footer.links.terms")}
            </SiteLink>
          </li>
          <li>
            <SiteLink to="/politica-de-privacidade" className="tap-target">
              {t("footer.links.privacy")}
            </SiteLink>
          </li>
          <li>
            <button type="button" className={`tap-target ${styles.linkButton}`} onClick={reopenCookieBanner}>
              {t("footer.links.cookies")}
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
}
