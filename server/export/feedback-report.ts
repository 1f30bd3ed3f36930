import { terminalText } from "./terminal-text";

interface PageCount {
  page: string;
  yes: number;
  no: number;
  comments: number;
}

interface Comment {
  page: string;
  helpful: number;
  comment: string | null;
  language: string | null;
  created_at: string;
}

const percent = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`);

/**
 * "Was this helpful?" per page as a plain-text table, the least helpful share first among equals in answers, for a
 * terminal: stored text (pages, comments, languages) is printed with its control characters escaped, one comment a line.
 */
export function feedbackReport(counts: readonly PageCount[], comments: readonly Comment[] = []): string {
  if (counts.length === 0) return "No answers to “Was this helpful?” yet.\n";
  const rows = [
    ["page", "answers", "yes", "no", "helpful", "comments"],
    ...counts.map(({ page, yes, no, comments: withComment }) => [
      terminalText(page),
      String(yes + no),
      String(yes),
      String(no),
      percent(yes, yes + no),
      String(withComment),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const table = rows
    .map((row) =>
      row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join("  "),
    )
    .join("\n");
  const total = counts.reduce((sum, { yes, no }) => sum + yes + no, 0);
  const text = [`${table}\n\n${counts.length} pages, ${total} answers.`];
  for (const { page, helpful, comment, language, created_at } of comments) {
    const said = [created_at.slice(0, 10), page, helpful ? "yes" : "no", language ?? ""].map(terminalText).join("  ");
    text.push(`\n${said}\n  ${terminalText(comment ?? "")}`);
  }
  return `${text.join("\n")}\n`;
}
