import { Document, isScalar, isSeq, parse, visit } from "yaml";

/**
 * One content file (YAML front matter and a Markdown body) as data, and back; and the part of it a
 * translation follows. Used by the build, the translation status and the editor's browser script alike, so
 * this module imports nothing of Node.
 */

export type EntryData = Record<string, unknown> & { body?: string };

/** The front matter a translation carries of the Portuguese text it was last saved against (its source hash). */
export const TRANSLATED_FROM = "translatedFrom";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** The front matter's fields and the body, as Decap's own front-matter format gives them; null without front matter. */
export function parseEntryFile(raw: string): EntryData | null {
  const match = FRONT_MATTER.exec(raw);
  if (!match) return null;
  const front: unknown = parse(match[1]!);
  return { ...(front && typeof front === "object" ? (front as Record<string, unknown>) : {}), body: match[2]! };
}

/**
 * A file as the content folder writes them: the fields in the given order, then the rest, lists of words on one
 * line, no line wrapping (a long subtitle stays one line in every diff), the body after the front matter.
 */
export function stringifyEntryFile(data: EntryData, order: readonly string[] = []): string {
  const { body = "", ...fields } = data;
  const keys = [...order.filter((key) => key in fields), ...Object.keys(fields).filter((key) => !order.includes(key))];
  const front = Object.fromEntries(keys.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]]));
  const document = new Document(front);
  visit(document, {
    Seq(_, seq) {
      if (isSeq(seq) && seq.items.every((item) => isScalar(item))) seq.flow = true;
    },
  });
  const yaml = document.toString({ lineWidth: 0, flowCollectionPadding: false });
  const text = body.trim();
  return `---\n${yaml}---\n${text ? `\n${text}\n` : ""}`;
}

/** JSON with every object's keys sorted: equal for equal data, whatever order the keys came in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** What a translation translates: every field the languages do not share, and the body, without the source hash. */
export function translatableText(data: EntryData, shared: readonly string[]): string {
  const own = Object.entries(data)
    .filter(([key, value]) => !shared.includes(key) && key !== TRANSLATED_FROM && value !== undefined && value !== "")
    .map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]);
  return canonicalJson(Object.fromEntries(own));
}

/** Whether a version says anything of its own (a translation not started holds only the shared fields). */
export const hasOwnText = (data: EntryData, shared: readonly string[]) => translatableText(data, shared) !== "{}";

/** The source hash: the first 12 hex digits of the SHA-256 of the Portuguese translatable text (Web Crypto, here and in Node). */
export async function sourceHash(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 12);
}
