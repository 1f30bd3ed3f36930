import {
  canonicalJson,
  hasOwnText,
  parseEntryFile,
  sourceHash,
  stringifyEntryFile,
  translatableText,
  TRANSLATED_FROM,
  type EntryData,
} from "../../../content-pipeline/entry-file";
import type { EntryFormat } from "./cms";

/**
 * The editor's file format for one collection (issue 70). Decap writes every language's file on each save; this
 * format makes that harmless and says what a translation follows:
 * - a version whose data did not change is written back byte for byte as it was read, so saving one language
 *   changes no other language's file (and git keeps each file's own history);
 * - a translation with nothing of its own (only the fields Portuguese shares with it) is not written at all, nor
 *   is one identical to the Portuguese text: an entry published in Portuguese first leaves en/ and es/ alone;
 * - a translation whose own text changed records the Portuguese text it now follows (`translatedFrom`, the source
 *   hash), from which the translation status tells it outdated when Portuguese changes again.
 * Decap calls toFile with a version's data only, so the save in progress (`beforeSave`, from the preSave event)
 * says which version is the Portuguese one.
 */
export interface EditorEntryFormat extends EntryFormat {
  /** Called before a save with the Portuguese version being saved. */
  beforeSave(portuguese: EntryData): Promise<void>;
}

export function entryFormat(shared: readonly string[], fieldOrder: readonly string[]): EditorEntryFormat {
  const asRead = new Map<string, string>();
  const textsRead = new Set<string>();
  let saving: { portuguese: string; text: string; hash: string; written: boolean } | undefined;
  return {
    fromFile(raw) {
      const data = parseEntryFile(raw) ?? { body: raw };
      asRead.set(canonicalJson(data), raw);
      textsRead.add(translatableText(data, shared));
      return data;
    },
    toFile(data) {
      const key = canonicalJson(data);
      // Decap writes the default language first; a later version equal to it is a copy, not a translation.
      const portuguese = saving !== undefined && !saving.written && key === saving.portuguese;
      if (portuguese) saving!.written = true;
      const unchanged = asRead.get(key);
      if (unchanged !== undefined) return unchanged;
      if (!saving || portuguese) return stringifyEntryFile(data, fieldOrder);
      const text = translatableText(data, shared);
      if (!hasOwnText(data, shared) || text === saving.text) return "";
      const following = textsRead.has(text) ? data : { ...data, [TRANSLATED_FROM]: saving.hash };
      return stringifyEntryFile(following, fieldOrder);
    },
    async beforeSave(portuguese) {
      const text = translatableText(portuguese, shared);
      saving = { portuguese: canonicalJson(portuguese), text, hash: await sourceHash(text), written: false };
    },
  };
}
