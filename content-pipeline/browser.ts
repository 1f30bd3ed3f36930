// The content pipeline's surface for a browser script (the editor's, server/admin/editor/): modules that import
// nothing of Node, so esbuild bundles them for the browser. Everything else goes through index.ts.
export {
  canonicalJson,
  hasOwnText,
  parseEntryFile,
  sourceHash,
  stringifyEntryFile,
  translatableText,
  TRANSLATED_FROM,
  type EntryData,
} from "./entry-file";
export { entryFormatName, savingBackendName } from "./editor-names";
