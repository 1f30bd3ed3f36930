import type { Request } from "express";
import { detectLanguage } from "~/i18n/detect-language";
import type { Language } from "~/i18n/languages";
import { COOKIE_NAMES, readCookie } from "~/lib/storage";
import en from "~/locales/en/common.json" with { type: "json" };
import es from "~/locales/es/common.json" with { type: "json" };
import pt from "~/locales/pt/common.json" with { type: "json" };

/** The `common` translations the server speaks in (API messages, the plain error page). */
export const COMMON_MESSAGES = { pt, en, es };
const API_MESSAGES = { pt: pt.api, en: en.api, es: es.api };
const VALIDATION_MESSAGES: Record<Language, Record<string, string>> = {
  pt: pt.validation,
  en: en.validation,
  es: es.validation,
};

export type ApiMessageKey = keyof typeof pt.api;

/** The API answers in the visitor's language, detected as pages are. */
export function requestLanguage(req: Request): Language {
  return detectLanguage({
    host: req.hostname,
    cookieLang: readCookie(req.headers.cookie, COOKIE_NAMES.lang),
    acceptLanguage: req.headers["accept-language"],
  });
}

export function apiMessage(lang: Language, key: ApiMessageKey): string {
  return API_MESSAGES[lang][key];
}

/** Schema messages are keys like `validation.email`; unknown keys pass through untouched. */
export function validationMessage(lang: Language, key: string): string {
  const name = key.startsWith("validation.") ? key.slice("validation.".length) : key;
  return VALIDATION_MESSAGES[lang][name] ?? key;
}
