import { useTranslation } from "~/i18n/react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { COOKIE_NAMES, STORAGE_KEYS, writeCookie, writeStored } from "~/lib/storage";
import { Dropdown } from "~/components/dropdown";
import { Icon } from "~/components/icon";
import styles from "./header.module.css";

const NATIVE_NAMES: Record<Language, string> = { pt: "Português", en: "English", es: "Español" };

/**
 * The language menu: a list of links to this page in each language (`?lang=` also stores the choice
 * on the server), so it works before and without JavaScript. Once hydrated a choice switches the page
 * without a reload: it is stored, then the loaders run again in it.
 */
export function LanguageMenu() {
  const { t, lang: current } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  // No hash: the server never sees it, and a link that differs at hydration is a mismatch.
  const hrefOf = (lang: Language) => {
    const params = new URLSearchParams(location.search);
    params.set("lang", lang);
    return `${location.pathname}?${params}`;
  };
  const choose = (lang: Language) => {
    writeStored(STORAGE_KEYS.lang, lang);
    writeCookie(COOKIE_NAMES.lang, lang);
    const params = new URLSearchParams(location.search);
    if (params.has("lang")) {
      params.set("lang", lang);
      void navigate(
        { pathname: location.pathname, search: `?${params}`, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    } else {
      void revalidator.revalidate();
    }
  };

  return (
    <Dropdown
      label={
        <>
          <Icon name="globe" size={18} className={styles.globe} />
          {/* The name holds the visible "PT" (WCAG 2.5.3, label in name). */}
          <span className="visually-hidden">{t("nav.languagePrefix")} </span>
          <span>{current.toUpperCase()}</span>
        </>
      }
    >
      {(close) =>
        LANGUAGES.map((lang) => (
          <a
            key={lang}
            href={hrefOf(lang)}
            lang={lang}
            hrefLang={lang}
            data-dropdown-item
            aria-current={lang === current ? "true" : undefined}
            onClick={(event) => {
              event.preventDefault();
              close();
              if (lang !== current) choose(lang);
            }}
          >
            {NATIVE_NAMES[lang]}
          </a>
        ))
      }
    </Dropdown>
  );
}
