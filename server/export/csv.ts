/** RFC 4180 CSV that is also safe to open in a spreadsheet (no formula injection). */
/** What a cell holds: the tables' columns are text, numbers and nulls. */
export type CsvValue = string | number | null | undefined;

export function toCsv(rows: ReadonlyArray<Record<string, CsvValue>>, columns: readonly string[]): string {
  const lines = [columns.map(csvCell).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(","));
  return lines.join("\r\n") + "\r\n";
}

/** OWASP CSV injection: a formula character, also behind leading blanks, tabs or line breaks, or a leading tab/CR itself. */
const FORMULA_START = /^[\s]*[=+\-@]|^[\t\r]/;
/**
 * A formula character after a separator some spreadsheet splits on (`;` in pt-BR Excel, tabs, commas and
 * line breaks), behind blanks or quotes: read with that separator, the text after it is a cell of its own.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[\s"]*[=+\-@])/g;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? "" : String(value);
  // A leading apostrophe makes spreadsheets show the text instead of evaluating it.
  if (FORMULA_START.test(text)) text = `'${text}`;
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return /[",;\t\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
