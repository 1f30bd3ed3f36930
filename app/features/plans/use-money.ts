import { useTranslation } from "~/i18n/react";
import type { Language } from "~/i18n/languages";
import { formatMoney } from "~/lib/format-money";

/** The page's language and a BRL formatter for it (the same on the server and in the browser). */
export function useMoney(): { lang: Language; money: (amount: number) => string } {
  const { lang } = useTranslation("plans");
  return { lang, money: (amount: number) => formatMoney(amount, lang) };
}
