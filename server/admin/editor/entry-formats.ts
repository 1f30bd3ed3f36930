import type { EditorFormats } from "../../../content-pipeline";
import { cms, type ImmutableMap } from "./cms";
import { entryFormat, type EditorEntryFormat } from "./entry-format";

/** Where the editor's page says what each collection shares across languages (server/admin/editor.ts). */
export const FORMATS_ELEMENT_ID = "editor-formats";

/** What the editor's page says of each collection's files. */
export const pageFormats = () =>
  JSON.parse(document.getElementById(FORMATS_ELEMENT_ID)?.textContent ?? "{}") as EditorFormats;

/** One file format per collection (entry-format.ts), told before each save which version is the Portuguese one. */
export function registerEntryFormats(description: EditorFormats) {
  const formats = new Map<string, EditorEntryFormat>();
  for (const [collection, { format, shared, fields }] of Object.entries(description)) {
    const entryFormatOfCollection = entryFormat(shared, fields);
    formats.set(collection, entryFormatOfCollection);
    cms().registerCustomFormat(format, "md", entryFormatOfCollection);
  }
  cms().registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const format = formats.get(String(entry.get("collection")));
      await format?.beforeSave((entry.get("data") as ImmutableMap).toJS());
      return undefined;
    },
  });
}
