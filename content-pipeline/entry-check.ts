import type { z } from "zod";
import {
  CHECK_RULES,
  EDITOR_COLLECTIONS,
  EDITOR_FILES,
  EDITOR_TEXTS,
  fieldWords,
  PATTERN_RULES,
  sharedFieldsOf,
  type EditorRules,
} from "./decap-config";
import { hasOwnText, TRANSLATED_FROM } from "./entry-file";
import { CONTENT_LANGUAGES, type ContentLanguage } from "./pipeline";

/**
 * The build's own checks of one entry, run by the editor before it saves (server/admin/editor/checks.ts, the
 * preSave event): the collection's schema on every language written, cross-field rules included (an event's end
 * after its start), and the fields the languages share equal to the Portuguese ones. Each problem is a sentence
 * in the editor's language, so a marketer reads what to change instead of a red check on a pull request.
 */

export type EntryVersions = Partial<Record<ContentLanguage, Record<string, unknown>>>;
type Issue = z.core.$ZodIssue;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

function sentenceOf(issue: Issue, rules: EditorRules): string {
  switch (issue.code) {
    case "invalid_format": {
      if (issue.format !== "regex") return issue.format === "url" ? rules.url : rules.invalid;
      const rule = PATTERN_RULES[issue.message] ?? PATTERN_RULES[String(issue.pattern)];
      return rule ? rules.patterns[rule] : rules.invalid;
    }
    case "too_small":
      return issue.origin === "string" ? fill(rules.minLength, { min: Number(issue.minimum) }) : rules.required;
    case "too_big":
      return issue.origin === "string" ? fill(rules.maxLength, { max: Number(issue.maximum) }) : rules.invalid;
    case "invalid_value":
      return rules.choice;
    case "invalid_type":
      return issue.input === undefined ? rules.required : rules.invalid;
    case "custom": {
      // A rule across fields, or a pattern's second half (a date the calendar has) said as the pattern is.
      const rule = CHECK_RULES[issue.message];
      const pattern = PATTERN_RULES[issue.message];
      return rule ? rules.checks[rule] : pattern ? rules.patterns[pattern] : issue.message;
    }
    default:
      return rules.invalid;
  }
}

/** Every problem the build would find in this entry, as sentences in the editor's language; [] when it passes. */
export function checkEntry(collection: string, versions: EntryVersions, locale: ContentLanguage): string[] {
  const { rules, fields } = EDITOR_TEXTS[locale];
  const file = EDITOR_FILES.find((entry) => entry.name === collection);
  if (file) {
    const result = file.schema.safeParse(versions[CONTENT_LANGUAGES[0]]);
    if (result.success) return [];
    // The label of the innermost named field, told apart by the group around it (a plan's price, its limits).
    const where = (issue: Issue) => {
      const [name, parent] = issue.path.filter((part) => typeof part === "string").reverse();
      return name ? fieldWords(fields, name, [parent, collection]).label : "";
    };
    return [...new Set(result.error.issues.map((issue) => `${where(issue)}: ${sentenceOf(issue, rules)}`))];
  }
  const editor = EDITOR_COLLECTIONS.find((entry) => entry.name === collection);
  if (!editor) return [];
  // The editor writes the fields written once into every translation as Portuguese has them (entry-format.ts).
  const copied = sharedFieldsOf(editor);
  const problems = new Set<string>();
  // A rule on the whole entry (no field in its path) names none.
  const labelOf = (field: PropertyKey | undefined) =>
    field === undefined ? "" : fieldWords(fields, String(field), [collection]).label;
  const say = (field: PropertyKey | undefined, lang: ContentLanguage, message: string) =>
    problems.add(fill(rules.field, { field: labelOf(field), lang: lang.toUpperCase(), message }));
  const source = versions[CONTENT_LANGUAGES[0]] ?? {};
  for (const lang of CONTENT_LANGUAGES) {
    const data = versions[lang];
    if (!data || (lang !== CONTENT_LANGUAGES[0] && !hasOwnText(data, copied))) continue;
    const filled = { ...data };
    for (const field of copied) if (source[field] !== undefined) filled[field] = source[field];
    const { body: _body, [TRANSLATED_FROM]: _source, ...fields } = filled;
    const result = editor.definition.schema.safeParse(fields);
    if (!result.success) for (const issue of result.error.issues) say(issue.path[0], lang, sentenceOf(issue, rules));
  }
  return [...problems];
}
