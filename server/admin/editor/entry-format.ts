import {
  canonicalJson,
  hasOwnText,
  parseEntryFile,
  sourceHash,
  stringifyEntryFile,
  translatableText,
  TRANSLATED_FROM,
  type EntryData,
} from "../../../content-pipeline/browser";
import type { EntryFormat } from "./cms";

/**
 * The editor's file format for one collection (issue 70). Decap writes every language's file on each save; this
 * format makes that harmless and says what a translation follows:
 * - a version whose data did not change is written back byte for byte as it was read, so saving one language
 *   changes no other language's file (and git keeps each file's own history);
 * - a translation with nothing of its own (only the fields Portuguese shares with it) is written as nothing, which
 *   the save then leaves out (saving-backend.ts): an entry published in Portuguese first leaves en/ and es/ alone;
 * - what the languages share is written into every translation as Portuguese has it;
 * - a translation whose own text changed records the Portuguese text it now follows (`translatedFrom`, the source
 *   hash), from which the translation status tells it outdated when Portuguese changes again.
 * Decap calls toFile with a version's data only, so the save in progress (`beforeSave`, from the preSave event)
 * says which version is the Portuguese one and what it shares.
 */
export interface EditorEntryFormat extends EntryFormat {
  /** Called before a save with the Portuguese version being saved. */
  beforeSave(portuguese: EntryData): Promise<void>;
}

export function entryFormat(shared: readonly string[], fieldOrder: readonly string[]): EditorEntryFormat {
  const asRead = new Map<string, string>();
  const textsRead = new Set<string>();
  let saving: { portuguese: string; fields: EntryData; hash: string } | undefined;
  return {
    fromFile(raw) {
      const data = parseEntryFile(raw) ?? { body: raw };
      asRead.set(canonicalJson(data), raw);
      textsRead.add(translatableText(data, shared));
      return data;
    },
    toFile(version) {
      const key = canonicalJson(version);
      if (!saving || key === saving.portuguese) return asRead.get(key) ?? stringifyEntryFile(version, fieldOrder);
      // What the languages share is written as Portuguese has it (Decap copies no list or group itself).
      const data = { ...version, ...Object.fromEntries(shared.map((field) => [field, saving!.fields[field]])) };
      const unchanged = asRead.get(canonicalJson(data));
      if (unchanged !== undefined) return unchanged;
      const text = translatableText(data, shared);
      if (!hasOwnText(data, shared)) return "";
      const following = textsRead.has(text) ? data : { ...data, [TRANSLATED_FROM]: saving.hash };
      return stringifyEntryFile(following, fieldOrder);
    },
    async beforeSave(portuguese) {
      const text = translatableText(portuguese, shared);
      saving = { portuguese: canonicalJson(portuguese), fields: portuguese, hash: await sourceHash(text) };
    },
  };
}
