/** CPF and CNPJ (numeric and the 2026 alphanumeric CNPJ): check digits and display format (spec §5). */

const stripFormatting = (value: string) => value.replace(/[.\-/\s]/g, "").toUpperCase();

export function isValidCpf(value: string): boolean {
  const digits = stripFormatting(value);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  const checkDigit = (length: number) => {
    const sum = numbers.slice(0, length).reduce((total, n, i) => total + n * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === numbers[9] && checkDigit(10) === numbers[10];
}

/** Each character counts as its ASCII code minus 48, which keeps digits as they were. */
export function isValidCnpj(value: string): boolean {
  const chars = stripFormatting(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(chars) || /^(.)\1{13}$/.test(chars)) return false;
  const values = [...chars].map((c) => c.charCodeAt(0) - 48);
  const checkDigit = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((total, w, i) => total + w * values[i]!, 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return checkDigit(12) === values[12] && checkDigit(13) === values[13];
}

/** Formats on blur: 11 digits 000.000.000-00, 9 digits 0.000.000-00, 14 characters 00.000.000/0000-00. */
export function formatDocument(value: string): string {
  const raw = stripFormatting(value);
  if (/^\d{11}$/.test(raw)) return raw.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
  if (/^\d{9}$/.test(raw)) return raw.replace(/^(\d)(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
  if (/^[0-9A-Z]{12}\d{2}$/.test(raw)) return raw.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, "$1.$2.$3/$4-$5");
  return value;
}
