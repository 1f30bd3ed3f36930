import { pendingTranslations, translationStatus, TRANSLATED_LANGUAGES } from "../content-pipeline";

/**
 * `npm run content:status`: which entries miss a translation or have one older than their Portuguese
 * source. `-- --all` lists every entry; the exit code is 0 either way (a pt-first article is allowed).
 */
const all = process.argv.includes("--all");
const status = await translationStatus();
const rows = all ? status : pendingTranslations(status);
const header = ["collection", "entry", ...TRANSLATED_LANGUAGES];
const table = [
  header,
  ...rows.map((entry) => [entry.collection, entry.slug, ...TRANSLATED_LANGUAGES.map((lang) => entry.states[lang])]),
];
const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
for (const row of table)
  console.log(
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join("  ")
      .trimEnd(),
  );
console.log(`\n${pendingTranslations(status).length} of ${status.length} entries need translation work.`);
