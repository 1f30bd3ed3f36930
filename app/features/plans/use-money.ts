import { useTranslation } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/languages";
import { formatMoney } from "~/lib/format-money";

/** The page's language and a BRL formatter for it (the same on the server and in the browser). */
export function useMoney(): { lang: Language; money: (amount: number) => string } {
  const { i18n } = useTranslation("plans");
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { lang, money: (amount: number) => formatMoney(amount, lang) };
}
