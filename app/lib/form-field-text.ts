/** The text of a form field as FormData gives it: a file input's value (never used by this site's forms) reads as "". */
export const fieldText = (value: FormDataEntryValue | null): string => (typeof value === "string" ? value : "");
