import { savingBackendName } from "../../../content-pipeline/browser";
import { cms } from "./cms";

interface DataFile {
  path: string;
  raw: string;
}
interface Backend {
  persistEntry(entry: { dataFiles: DataFile[] }, options: unknown): Promise<unknown>;
}

/** The language of a file of content/<collection>/<lang>/<slug>.md. */
const languageOf = (file: string) => file.split("/").at(-2);

/**
 * The files of a save worth writing: not a translation the editor's format left empty (nothing of its own), nor
 * one that is the Portuguese file again (a copy saved before it was translated).
 */
export function filesWorthWriting(files: DataFile[]): DataFile[] {
  const portuguese = files.find((file) => languageOf(file.path) === "pt")?.raw;
  return files.filter((file) => file.raw.trim() !== "" && (languageOf(file.path) === "pt" || file.raw !== portuguese));
}

/**
 * Decap's backend (the local proxy, GitHub) with saves that write only the files worth writing: Decap writes every
 * language that has data, and a translation left empty has the shared fields Decap copied into it.
 */
export function registerSavingBackends(...names: string[]) {
  for (const name of names) {
    const original = cms().getBackend(name);
    function SavingBackend(...args: unknown[]): Backend {
      const backend = original.init(...args) as Backend;
      const persist = backend.persistEntry.bind(backend);
      backend.persistEntry = (entry, options) =>
        persist({ ...entry, dataFiles: filesWorthWriting(entry.dataFiles) }, options);
      return backend;
    }
    cms().registerBackend(savingBackendName(name), SavingBackend);
  }
}
