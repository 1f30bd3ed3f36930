/** What a terminal acts on rather than shows: C0 (line breaks included) and C1 controls, DEL, the bidirectional controls. */
const CONTROL = /[\p{Cc}\p{Bidi_Control}]/gu;
const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * Stored text as a command prints it for an operator: each control character written as its escape (`\x1b`,
 * `\n`, `\u202e`), so a visitor's text can neither clear the screen, forge a line, hide a link nor reverse what follows.
 */
export const terminalText = (text: string): string =>
  text.replace(CONTROL, (char) => {
    const code = char.codePointAt(0)!;
    return NAMED[char] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16)}`);
  });

/** Rows whose text cells are terminalText, for a table printed to a terminal. */
export const terminalRows = <Row extends object>(rows: readonly Row[]): Row[] =>
  rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => [column, typeof value === "string" ? terminalText(value) : value]),
      ) as Row,
  );
