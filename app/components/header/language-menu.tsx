import { useTranslation } from "~/i18n/react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { COOKIE_NAMES, STORAGE_KEYS, writeCookie, writeStored } from "~/lib/storage";
import { Dropdown } from "../dropdown";
import { Icon } from "../icon";

const NATIVE_NAMES: Record<Language, string> = { pt: "Português", en: "English", es: "Español" };

/** Switches language without a reload: the choice is stored, then the loaders run again in it. */
export function LanguageMenu() {
  const { t, lang: current } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  const choose = (lang: Language) => {
    writeStored(STORAGE_KEYS.lang, lang);
    writeCookie(COOKIE_NAMES.lang, lang);
    const params = new URLSearchParams(location.search);
    if (params.has("lang")) {
      params.set("lang", lang);
      void navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash }, { replace: true, preventScrollReset: true });
    } else {
      void revalidator.revalidate();
    }
  };

  return (
    <Dropdown
      buttonLabel={t("nav.language", { language: NATIVE_NAMES[current] })}
      label={
        <>
          <Icon name="globe" size={18} />
          <span>{current.toUpperCase()}</span>
        </>
      }
    >
      {(close) =>
        LANGUAGES.map((lang) => (
          <button
            key={lang}
            type="button"
            lang={lang}
            data-dropdown-item
            aria-current={lang === current}
            onClick={() => {
              close();
              if (lang !== current) choose(lang);
            }}
          >
            {NATIVE_NAMES[lang]}
          </button>
        ))
      }
    </Dropdown>
  );
}
