/**
 * Brazilian phone numbers (WhatsApp): parse what people type, check it, format it on blur.
 * Accepted: an optional +55 / 55 country code or a leading trunk 0, a two-digit area code (DDD)
 * with or without parentheses, then a 9-digit mobile (9xxxx-xxxx) or an 8-digit landline (2–5xxx-xxxx).
 */

/** The area codes in use (Anatel numbering plan). */
const AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48,
  49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89,
  91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** Only what people write around a phone number: digits, spaces, + ( ) - and dots. */
const ALLOWED = /^\+?[\d\s().-]+$/;

export interface BrazilianPhone {
  /** Two-digit area code. */
  ddd: string;
  /** Subscriber number without punctuation: 9 digits (mobile) or 8 (landline). */
  number: string;
  mobile: boolean;
}

export function parseBrazilianPhone(value: string): BrazilianPhone | null {
  const text = value.trim();
  if (!text || text.length > 30 || !ALLOWED.test(text)) return null;
  let digits = text.replace(/\D/g, "");
  const international = text.startsWith("+");
  if (international && !digits.startsWith("55")) return null;
  if ((international || digits.length >= 12) && digits.startsWith("55")) digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length !== 10 && digits.length !== 11) return null;
  const ddd = digits.slice(0, 2);
  const number = digits.slice(2);
  if (!AREA_CODES.has(Number(ddd))) return null;
  if (number.length === 9) return number.startsWith("9") ? { ddd, number, mobile: true } : null;
  return /^[2-5]/.test(number) ? { ddd, number, mobile: false } : null;
}

export const isValidBrazilianPhone = (value: string): boolean => parseBrazilianPhone(value) !== null;

/** "(11) 91234-5678" or "(11) 3123-4567"; anything that is not a valid number comes back unchanged. */
export function formatBrazilianPhone(value: string): string {
  const phone = parseBrazilianPhone(value);
  if (!phone) return value;
  const split = phone.number.length - 4;
  return `(${phone.ddd}) ${phone.number.slice(0, split)}-${phone.number.slice(split)}`;
}

/** E.164, the form WhatsApp links and APIs use: "+5511912345678"; null when invalid. */
export function toE164(value: string): string | null {
  const phone = parseBrazilianPhone(value);
  return phone ? `+55${phone.ddd}${phone.number}` : null;
}
