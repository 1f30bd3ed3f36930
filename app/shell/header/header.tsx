import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { useTranslation } from "~/i18n/react";
import { useLocation } from "react-router";
import { appLinks, SITE } from "~/site.config";
import { Dropdown } from "~/components/dropdown";
import { Icon } from "~/components/icon";
import { SearchButton } from "~/shell/search/search-button";
import { openSearch } from "~/lib/search-shortcut";
import { Logo } from "~/components/logo";
import { SlideTab } from "~/components/slide-tab";
import { LanguageMenu } from "./language-menu";
import { HEADER_LINKS, MOBILE_EXTRA_LINKS } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";
import styles from "./header.module.css";
import { isCurrentPath, SiteLink } from "~/components/site-link";

const MENU_ID = "site-menu";

export function Header({ appUrl }: { appUrl: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  // The menu's search opens the dialog once the menu has closed and given focus back to its button,
  // so that closing the search returns there.
  const searchAfterMenu = useRef(false);
  const closeMenu = () => {
    setMenuOpen(false);
    if (!searchAfterMenu.current) return;
    searchAfterMenu.current = false;
    openSearch();
  };
  const links = appLinks(appUrl);
  const onShowcaseArticle = /^\/showcase\/[^/]+/.test(pathname);
  const showcaseButton = pathname.startsWith("/showcase") || pathname.startsWith("/article/");

  useEffect(() => setMenuOpen(false), [pathname]);
  // A menu opened before the scripts ran (as a popover) stays open, now as the modal dialog.
  useEffect(() => {
    if (document.getElementById(MENU_ID)?.matches(":popover-open")) setMenuOpen(true);
  }, []);

  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main">
        {t("nav.skip")}
      </a>
      <div className={styles.bar}>
        {onShowcaseArticle && (
          <SiteLink
            to="/showcase"
            className={`${styles.iconButton} ${styles.mobileOnly}`}
            aria-label={t("nav.backToShowcase")}
            data-testid="back-to-showcase"
          >
            <Icon name="arrowLeft" />
          </SiteLink>
        )}
        <SiteLink to="/" className={styles.logo} aria-label={t("nav.home")}>
          <Logo />
        </SiteLink>
        <nav aria-label={t("nav.main")} className={styles.desktopNav}>
          <ul>
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <SiteLink
                  to={link.to}
                  className={styles.navLink}
                  prefetch="intent"
                  aria-current={isCurrentPath(pathname, link.to) ? "page" : undefined}
                >
                  {t(link.key)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {showcaseButton && (
            <SiteLink to="/showcase" className={`button button-ghost ${styles.desktopOnly}`}>
              {t("nav.showcase")}
            </SiteLink>
          )}
          <SearchButton />
          <ThemeToggle />
          <LanguageMenu />
          <div className={styles.desktopOnly}>
            <Dropdown buttonLabel={t("nav.github")} label={<Icon name="github" size={18} />}>
              {(close) =>
                SITE.githubLibraries.map((library) => (
                  <a
                    key={library.id}
                    href={library.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-dropdown-item
                    onClick={close}
                  >
                    {t(`nav.githubLibrary.${library.id}`)}
                    <Icon name="external" size={14} />
                    <span className="visually-hidden">{t("nav.newTab")}</span>
                  </a>
                ))
              }
            </Dropdown>
          </div>
          <a href={links.signIn} className={`button button-ghost ${styles.desktopOnly}`} data-header-action>
            {t("nav.signIn")}
          </a>
          <a
            href={links.register}
            target="_blank"
            rel="noopener noreferrer"
            className={`button button-primary ${styles.desktopOnly}`}
            data-header-action
          >
            {t("nav.explore")}
            <span className="visually-hidden"> {t("nav.newTab")}</span>
          </a>
          <SiteLink
            to="/register"
            className={`button button-primary button-small ${styles.mobileOnly}`}
            data-header-action
          >
            {t("nav.explore")}
          </SiteLink>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-expanded={hydrated ? menuOpen : undefined}
            aria-label={t("nav.openMenu")}
            // Before hydration the menu opens as a popover, with no script at all.
            popoverTarget={hydrated ? undefined : MENU_ID}
            onClick={() => setMenuOpen(true)}
            data-testid="menu-button"
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>
      <SlideTab id={MENU_ID} open={menuOpen} onClose={closeMenu} label={t("nav.menu")} popover={!hydrated}>
        <div className={styles.menuTop}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t("nav.closeMenu")}
            popoverTarget={hydrated ? undefined : MENU_ID}
            popoverTargetAction="hide"
            onClick={() => setMenuOpen(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        <button
          type="button"
          data-requires-js
          data-search-open=""
          className={`${styles.menuLink} ${styles.menuSearch}`}
          onClick={() => {
            searchAfterMenu.current = true;
            setMenuOpen(false);
          }}
        >
          <Icon name="search" size={20} />
          {t("nav.search")}
        </button>
        <nav aria-label={t("nav.mobile")}>
          <ul className={styles.menuList}>
            {[...HEADER_LINKS, ...MOBILE_EXTRA_LINKS].map((link) => (
              <li key={link.to}>
                <SiteLink
                  to={link.to}
                  className={styles.menuLink}
                  aria-current={isCurrentPath(pathname, link.to) ? "page" : undefined}
                >
                  {t(link.key)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.menuActions}>
          <a href={links.signIn} className="button button-secondary" data-header-action>
            {t("nav.signIn")}
          </a>
          <a
            href={links.register}
            target="_blank"
            rel="noopener noreferrer"
            className="button button-primary"
            data-header-action
          >
            {t("nav.explore")}
            <span className="visually-hidden"> {t("nav.newTab")}</span>
          </a>
        </div>
      </SlideTab>
    </header>
  );
}
