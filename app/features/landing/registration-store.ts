import { readStored, STORAGE_KEYS, writeStored } from "~/lib/storage";

/** A course registration kept in the browser (spec §3): formId plus the named field values. */
export interface RegistrationRecord {
  formId: string;
  fields: Record<string, string>;
  registeredAt: string;
}

/** Under STORAGE_KEYS.registered: one record per form, so two landing pages never overwrite each other. */
export type RegistrationMap = Record<string, RegistrationRecord>;

const isRecord = (value: unknown): value is RegistrationRecord =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as RegistrationRecord).formId === "string" &&
  typeof (value as RegistrationRecord).fields === "object" &&
  (value as RegistrationRecord).fields !== null;

/** Reads what is stored, tolerating garbage and the older single-record shape ({ formId, fields }). */
export function parseRegistrations(raw: string | null): RegistrationMap {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (isRecord(parsed)) {
    const registeredAt = typeof parsed.registeredAt === "string" ? parsed.registeredAt : "";
    return { [parsed.formId]: { formId: parsed.formId, fields: parsed.fields, registeredAt } };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries<RegistrationRecord>(
    Object.entries(parsed).filter(([formId, record]) => isRecord(record) && record.formId === formId),
  );
}

export const withRegistration = (map: RegistrationMap, record: RegistrationRecord): RegistrationMap => ({
  ...map,
  [record.formId]: record,
});

export function withoutRegistration(map: RegistrationMap, formId: string): RegistrationMap {
  const { [formId]: _removed, ...rest } = map;
  return rest;
}

export const readRegistrations = (): RegistrationMap => parseRegistrations(readStored(STORAGE_KEYS.registered));

export function writeRegistrations(map: RegistrationMap): void {
  writeStored(STORAGE_KEYS.registered, Object.keys(map).length ? JSON.stringify(map) : null);
}
