import { cms, editorLanguage, entryVersions } from "./cms";

/**
 * Before a save, the build's own checks of the entry in every language (POST /admin/check): a problem stops the
 * save and Decap shows it ("Failed to persist entry: …") as sentences in the editor's language.
 */
export function registerChecks() {
  cms().registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const lang = editorLanguage();
      const response = await window.fetch(`/admin/check${lang ? `?lang=${encodeURIComponent(lang)}` : ""}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ collection: entry.get("collection"), versions: entryVersions(entry) }),
      });
      const { problems } = (await response.json()) as { problems: string[] };
      if (problems.length === 0) return undefined;
      const message = problems.join(" ");
      throw Object.assign(new Error(message), { toString: () => message });
    },
  });
}
