/* global window */
// Runs after Decap's bundle, before it has loaded its configuration: previews get the site's stylesheet.
window.CMS.registerPreviewStyle("/admin/preview.css");

// Before a save, the build's own checks of the entry in every language (POST /admin/check): a problem stops the
// save and Decap shows it ("Failed to persist entry: …") as sentences in the editor's language.
window.CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    const versions = { pt: entry.get("data").toJS() };
    const i18n = entry.get("i18n");
    if (i18n) for (const [lang, version] of i18n.entrySeq().toArray()) versions[lang] = version.get("data").toJS();
    const lang = new URLSearchParams(window.location.search).get("lang");
    const response = await window.fetch(`/admin/check${lang ? `?lang=${encodeURIComponent(lang)}` : ""}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ collection: entry.get("collection"), versions }),
    });
    const { problems } = await response.json();
    if (problems.length === 0) return undefined;
    const message = problems.join(" ");
    throw Object.assign(new Error(message), { toString: () => message });
  },
});
