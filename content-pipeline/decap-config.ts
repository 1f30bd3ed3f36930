import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { TEAM } from "../app/data/team";
import { COLLECTIONS } from "./collections/index";
import { PLANS_FILE, PlansSchema } from "./collections/plans";
import { CONTENT_LANGUAGES, type CollectionDefinition, type ContentLanguage } from "./pipeline";
import { entryFormatName, savingBackendName } from "./editor-names";
import { parseEntryFile } from "./entry-file";
import { contentRoot, SITE_ROOT } from "./site-root";

/**
 * The Decap CMS configuration of /admin, generated from the zod schemas the build validates (decision 022):
 * one Decap collection per content collection, named after its folder, with the i18n folder structure
 * content/<collection>/<lang>/<slug>.md. The schemas' limits (lengths, patterns, ranges) become Decap's
 * own validation, so an edit is checked before it is saved; the build checks it again in CI. Every message is
 * a sentence in the editor's language (app/locales/<lang>/editor.json, `rules`): a pattern without its sentence
 * stops the generator, naming the collection and the field.
 */

type PatternRule =
  | "date"
  | "dateTime"
  | "slug"
  | "image"
  | "uploadedImage"
  | "camelCase"
  | "author"
  | "formId"
  | "time"
  | "svg"
  | "sitePath"
  | "fieldName"
  | "eventPage"
  | "autocomplete";
type CheckRule = "endAfterStart" | "repeatedTag" | "endBeforeStart" | "limitsGrow" | "fixedPrice" | "planOrder";
/** The editor's messages in one language (`rules` of app/locales/<lang>/editor.json). */
export interface EditorRules {
  length: string;
  minLength: string;
  maxLength: string;
  exactLength: string;
  url: string;
  allowance: string;
  invalid: string;
  choice: string;
  required: string;
  field: string;
  /** The collection's description where an entry may be published in Portuguese first (decision 023). */
  portugueseFirst: string;
  patterns: Record<PatternRule, string>;
  checks: Record<CheckRule, string>;
}
/** What the editor shows beside a field: its name and a sentence on what it is for. */
export interface FieldWords {
  label: string;
  hint: string;
}
/**
 * The words of every field (`fields` of app/locales/<lang>/editor.json), by field name; where one name means two
 * things, "<parent>.<name>" (its group, list or kind of block) or "<collection>.<name>" says the other.
 */
export type FieldTexts = Record<string, FieldWords>;
interface EditorTexts {
  rules: EditorRules;
  fields: FieldTexts;
  /** Each collection's name in the editor's menu, and one of its entries' ("+ Article" on the button that adds one). */
  collections: Record<string, { label: string; singular: string }>;
}
// Read, not imported: the site's translation bundles are app/i18n's; this one is the editor's alone.
const textsIn = (lang: ContentLanguage) =>
  JSON.parse(fs.readFileSync(path.join(SITE_ROOT, "app/locales", lang, "editor.json"), "utf8")) as EditorTexts;
export const EDITOR_TEXTS = Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, textsIn(lang)])) as Record<
  ContentLanguage,
  EditorTexts
>;
export const EDITOR_RULES = Object.fromEntries(
  CONTENT_LANGUAGES.map((lang) => [lang, EDITOR_TEXTS[lang].rules]),
) as Record<ContentLanguage, EditorRules>;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  default?: unknown;
  i18n?: boolean | "duplicate";
  pattern?: [string, string];
  hint?: string;
  options?: Array<string | { label: string; value: string }>;
  multiple?: boolean;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  field?: DecapField;
  fields?: DecapField[];
  types?: DecapField[];
  typeKey?: string;
  format?: string;
  date_format?: string;
  time_format?: boolean | string;
  media_folder?: string;
  public_folder?: string;
}

export interface DecapCollection {
  name: string;
  label: string;
  label_singular: string;
  folder: string;
  create: boolean;
  extension: "md";
  format: string;
  i18n: true;
  identifier_field: string;
  slug: "{{slug}}";
  summary?: string;
  description?: string;
  media_folder: string;
  public_folder: string;
  fields: DecapField[];
}

/** Where an entry lives and what the editor may do with it; the names are the content folders (the docs' "Edit this page" links use them). */
interface EditorCollection {
  name: string;
  definition: CollectionDefinition<z.ZodType>;
  /** The field whose value is the file name; the title's slug when the schema has no such field. */
  identifier: string;
  /** Fixed entries (the legal texts, the news page): edited, never created. */
  create: boolean;
  /** Fields whose value is picked from a list of other data, by field name. */
  choices?: Record<string, DecapField["options"]>;
}

/** The people who sign articles: the team's members with an author handle (app/data/team.ts). */
const AUTHORS = TEAM.flatMap(({ name, handle }) => (handle ? [{ label: name, value: handle }] : []));

export const EDITOR_COLLECTIONS: readonly EditorCollection[] = [
  {
    name: "blog",
    definition: COLLECTIONS.blog,
    identifier: "slug",
    create: true,
    choices: { user: AUTHORS },
  },
  { name: "news", definition: COLLECTIONS.newsLanding, identifier: "title", create: false },
  { name: "events", definition: COLLECTIONS.events, identifier: "title", create: true },
  { name: "event-landings", definition: COLLECTIONS.eventLandings, identifier: "title", create: true },
  { name: "showcase", definition: COLLECTIONS.showcase, identifier: "title", create: true },
  { name: "docs", definition: COLLECTIONS.docs, identifier: "url", create: true },
  { name: "legal", definition: COLLECTIONS.legal, identifier: "title", create: false },
];

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
  options?: z.ZodType[];
  discriminator?: string;
  values?: unknown[];
  checks?: Array<{ _zod: { def: Check } }>;
  format?: string;
};
type Check = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  error?: () => string | undefined;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);

const ISO_DATE = String(/^\d{4}-\d{2}-\d{2}$/);
const LOCAL_DATE_TIME = String(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/);
const IMAGE_EXTENSIONS = /\\\.\((svg|png|webp|jpe\?g)(\|(svg|png|webp|jpe\?g))*\)\$$/;

/** A field's label and hint: its own under one of its scopes (parent, then collection), else its name's. */
export function fieldWords(fields: FieldTexts, name: string, scopes: ReadonlyArray<string | undefined>): FieldWords {
  for (const key of [...scopes.filter(Boolean).map((scope) => `${scope}.${name}`), name])
    if (fields[key]) return fields[key];
  throw new Error(
    `${[...scopes, name].filter(Boolean).join(".")}: no label in "fields" of app/locales/<lang>/editor.json`,
  );
}

/** Optional, default and preprocess wrappers: the inner schema, and whether a value may be left out. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; required: boolean; fallback?: unknown } {
  const def = defOf(schema);
  if (def.type === "optional") return { ...unwrap(def.innerType!), required: false };
  if (def.type === "default") return { ...unwrap(def.innerType!), required: false, fallback: def.defaultValue };
  // A preprocess feeds its schema (`out`); a transform after a schema reads what the schema (`in`) parsed.
  if (def.type === "pipe") return unwrap(defOf(def.out!).type === "transform" ? def.in! : def.out!);
  return { inner: schema, required: true };
}

function lengthPattern(checks: Check[], rules: EditorRules): [string, string] | undefined {
  const exact = checks.find((check) => check.check === "length_equals")?.length;
  const min = exact ?? checks.find((check) => check.check === "min_length")?.minimum;
  const max = exact ?? checks.find((check) => check.check === "max_length")?.maximum;
  if (min === undefined && max === undefined) return undefined;
  const range = `{${min ?? 0},${max ?? ""}}`;
  const message =
    min === max
      ? fill(rules.exactLength, { max: max! })
      : max === undefined
        ? fill(rules.minLength, { min: min! })
        : min === undefined
          ? fill(rules.maxLength, { max })
          : fill(rules.length, { min, max });
  return [`^[\\s\\S]${range}$`, message];
}

/**
 * Each pattern of the schemas, by its message (else the pattern itself), as the rule the editor says in a
 * sentence (`rules.patterns` of app/locales/<lang>/editor.json). A pattern missing here stops the generator.
 */
export const PATTERN_RULES: Readonly<Record<string, PatternRule>> = {
  "must be a date YYYY-MM-DD": "date",
  "must be a local date and time YYYY-MM-DDTHH:MM": "dateTime",
  "must be kebab-case": "slug",
  "must be a local image under /images/ or /illustrations/": "image",
  "must be a local image under /images/": "uploadedImage",
  "must be a camelCase id": "camelCase",
  "must be an author handle like @name.surname": "author",
  "must be kebab-case, up to 80 characters": "formId",
  "must be a time HH:MM": "time",
  "must be a local SVG under /images/ or /illustrations/": "svg",
  "must be a site path starting with /": "sitePath",
  "must be a field name (letters, digits, _)": "fieldName",
  "must be 'article/<blog slug>' or a landing page slug": "eventPage",
  "^[a-z0-9 -]+$": "autocomplete",
};
/** The schemas' rules across fields (refinements), by their message, as the editor's check before a save says them. */
export const CHECK_RULES: Readonly<Record<string, CheckRule>> = {
  "must be after date (when the last session ends)": "endAfterStart",
  "repeats a tag": "repeatedTag",
  "endDate is before startDate": "endBeforeStart",
  "a limit lower than the plan before": "limitsGrow",
  "a fixed price needs its monthly amount and billing": "fixedPrice",
  "the plans must be starter, startup, professional, enterprise": "planOrder",
};

/** The sentence that says a pattern's rule in the editor's language. */
export function patternSentence(check: Check, rules: EditorRules, where: string): string {
  const key = check.error?.() ?? check.pattern!.source;
  const rule = PATTERN_RULES[key];
  if (!rule) throw new Error(`${where}: no rule in PATTERN_RULES for the pattern "${key}"`);
  return rules.patterns[rule];
}

/** Where a field is: its collection, the editor's language, and the group, list or kind of block around it. */
type Context = { collection: string; texts: EditorTexts; parent?: string };
type Base = Pick<DecapField, "name" | "label" | "hint">;
const baseOf = (name: string, { texts, parent, collection }: Context): Base => ({
  name,
  ...fieldWords(texts.fields, name, [parent, collection]),
});

function stringField(base: Base, schema: z.ZodType, { collection, texts: { rules } }: Context): DecapField {
  const checks = checksOf(schema);
  const regexCheck = checks.find((check) => check.format === "regex");
  const regex = regexCheck?.pattern;
  if (regex && String(regex) === ISO_DATE) {
    return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
  }
  if (regex && String(regex) === LOCAL_DATE_TIME) {
    // The organisers' clock in the entry's timeZone, not the editor's: no offset is written (decision 020).
    return { ...base, widget: "datetime", format: "YYYY-MM-DDTHH:mm", date_format: "YYYY-MM-DD", time_format: "HH:mm" };
  }
  if (regex && IMAGE_EXTENSIONS.test(regex.source)) {
    // Decap writes the path itself (public_folder + file name); its pattern check does not see that string.
    return {
      ...base,
      widget: "image",
      media_folder: `/public/images/${collection}`,
      public_folder: `/images/${collection}`,
    };
  }
  if (regex)
    return {
      ...base,
      widget: "string",
      pattern: [regex.source, patternSentence(regexCheck!, rules, `${collection}.${base.name}`)],
    };
  if (defOf(schema).format === "url") return { ...base, widget: "string", pattern: ["^https?://\\S+$", rules.url] };
  const long = (checks.find((check) => check.check === "max_length")?.maximum ?? 0) > 120;
  const pattern = lengthPattern(checks, rules);
  return { ...base, widget: long ? "text" : "string", ...(pattern ? { pattern } : {}) };
}

function listLimits(schema: z.ZodType): Pick<DecapField, "min" | "max"> {
  const limits: Pick<DecapField, "min" | "max"> = {};
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") limits.min = check.minimum;
    if (check.check === "max_length") limits.max = check.maximum;
    if (check.check === "length_equals") limits.min = limits.max = check.length;
  }
  return limits;
}

/** One schema field as a Decap field (widget, validation, default); nested objects and lists recurse. */
export function fieldOf(name: string, schema: z.ZodType, context: Context): DecapField {
  const { inner, required, fallback } = unwrap(schema);
  const def = defOf(inner);
  const base = baseOf(name, context);
  const within = { ...context, parent: name };
  const optional = {
    ...(required ? {} : { required: false }),
    ...(fallback !== undefined ? { default: fallback } : {}),
  };
  switch (def.type) {
    case "string":
      return { ...stringField(base, inner, context), ...optional };
    case "number": {
      const field: DecapField = { ...base, widget: "number", value_type: "float", ...optional };
      for (const check of checksOf(inner)) {
        if (check.check === "number_format") field.value_type = "int";
        if (check.check === "greater_than") field.min = check.inclusive ? check.value : (check.value ?? 0) + 1;
        if (check.check === "less_than") field.max = check.inclusive ? check.value : (check.value ?? 0) - 1;
      }
      return field;
    }
    case "boolean":
      return { ...base, widget: "boolean", ...optional };
    case "enum":
      return { ...base, widget: "select", options: Object.values(def.entries!), ...optional };
    case "literal":
      return { ...base, widget: "hidden", default: def.values![0], ...optional };
    case "object":
      return { ...base, widget: "object", fields: fieldsOf(inner, within), ...optional };
    case "union": {
      // A count or a word (a plan's limit: 15, unlimited, custom): one text with its pattern.
      const words = def.options!.flatMap((option) => {
        const own = defOf(option);
        return own.type === "enum"
          ? Object.values(own.entries!)
          : own.type === "literal"
            ? own.values!.map(String)
            : [];
      });
      if (
        words.length > 0 &&
        def.options!.every((option) => ["number", "enum", "literal"].includes(defOf(option).type))
      )
        return {
          ...base,
          widget: "string",
          pattern: [`^(\\d+|${words.join("|")})$`, fill(context.texts.rules.allowance, { words: words.join(", ") })],
          ...optional,
        };
      // A choice of shapes: the first that is not a fixed value; "" among them makes the field optional.
      const choice = def.options!.find((option) => defOf(option).type !== "literal") ?? def.options![0]!;
      const blank = def.options!.some((option) => defOf(option).values?.[0] === "");
      return { ...fieldOf(name, choice, context), ...optional, ...(blank ? { required: false, default: "" } : {}) };
    }
    case "array":
      return { ...arrayField(base, inner, within), ...listLimits(inner), ...optional };
    default:
      throw new Error(`${context.collection}.${name}: no Decap widget for a zod ${def.type}`);
  }
}

/** A list: `context.parent` is the list itself. */
function arrayField(base: Base, schema: z.ZodType, context: Context): DecapField {
  const element = unwrap(defOf(schema).element!).inner;
  const def = defOf(element);
  if (def.type === "enum") return { ...base, widget: "select", multiple: true, options: Object.values(def.entries!) };
  if (def.type === "object") return { ...base, widget: "list", fields: fieldsOf(element, context) };
  if (def.type === "union" && def.discriminator) {
    const key = def.discriminator;
    const types = def.options!.map((option) => {
      const type = String(defOf(defOf(option).shape![key]!).values![0]);
      return {
        ...baseOf(type, context),
        widget: "object",
        fields: fieldsOf(option, { ...context, parent: type }, key),
      };
    });
    return { ...base, widget: "list", typeKey: key, types };
  }
  return { ...base, widget: "list", field: fieldOf("item", element, context) };
}

/** The fields of an object schema, but `omit` (the kind of a typed list item, which Decap writes itself). */
export function fieldsOf(schema: z.ZodType, context: Context, omit?: string): DecapField[] {
  const { inner } = unwrap(schema);
  const shape = defOf(inner).shape;
  if (!shape) throw new Error(`${context.collection}: the schema is not an object`);
  return Object.entries(shape)
    .filter(([name]) => name !== omit)
    .map(([name, field]) => fieldOf(name, field, context));
}

/** The fields an entry's languages share: the collection's, and the file name's field (an article's slug). */
export function sharedFieldsOf({ definition, identifier }: EditorCollection): string[] {
  return [...definition.sharedFields, ...(identifier === "title" ? [] : [identifier])];
}

/**
 * Shared fields are written once, in Portuguese. Decap copies a single value into the other languages
 * (`duplicate`) but allows no copy of a list or a group: those are shown in Portuguese only (`false`), and the
 * editor's file format writes Portuguese's value into every translation (server/admin/editor/entry-format.ts).
 */
function withLanguages(fields: DecapField[], shared: readonly string[]): DecapField[] {
  return fields.map((field) => ({
    ...field,
    i18n: !shared.includes(field.name)
      ? true
      : field.widget === "list" || field.widget === "object"
        ? false
        : "duplicate",
  }));
}

const fieldNamesOf = ({ definition }: EditorCollection) =>
  Object.keys(defOf(unwrap(definition.schema).inner).shape ?? {});
const titleFieldOf = (names: readonly string[]) => ["title", "header"].find((name) => names.includes(name));

/** The file name's field the editor makes from the title when the marketer leaves it empty (an article's address). */
function addressOf(collection: EditorCollection): { field: string; from: string } | undefined {
  const from = titleFieldOf(fieldNamesOf(collection));
  return from && collection.identifier !== from ? { field: collection.identifier, from } : undefined;
}

/** The next free number of a numbered collection (an article's or an event's `id`): the largest in use, plus one. */
function nextNumber({ definition }: EditorCollection): number {
  const folder = path.join(contentRoot(), definition.name, CONTENT_LANGUAGES[0]);
  const numbers = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .map((file) => Number(parseEntryFile(fs.readFileSync(path.join(folder, file), "utf8"))?.id) || 0);
  return Math.max(0, ...numbers) + 1;
}

/**
 * What the editor's script needs to write each collection's files: the format's name, the shared fields, the
 * fields in order, and the field it makes from the title when left empty.
 */
export type EditorFormats = Record<
  string,
  { format: string; shared: string[]; fields: string[]; address?: { field: string; from: string } }
>;
export function editorFormats(): EditorFormats {
  return Object.fromEntries(
    EDITOR_COLLECTIONS.map((collection) => {
      const address = addressOf(collection);
      return [
        collection.name,
        {
          format: entryFormatName(collection.name),
          shared: sharedFieldsOf(collection),
          fields: fieldNamesOf(collection),
          ...(address ? { address } : {}),
        },
      ];
    }),
  );
}

export function decapCollection(collection: EditorCollection, texts: EditorTexts = EDITOR_TEXTS.en): DecapCollection {
  const { definition, name, identifier } = collection;
  const { rules } = texts;
  const context = { collection: name, texts };
  const address = addressOf(collection);
  const fields = fieldsOf(definition.schema, context).map(({ pattern, ...field }): DecapField => {
    // Picked from a list, a value needs no pattern of its own.
    const options = collection.choices?.[field.name];
    if (options) return { ...field, widget: "select", options };
    // Filled in for the marketer: the next number, and the address from the title when left empty (editor/address.ts).
    if (field.name === "id" && field.widget === "number") return { ...field, default: nextNumber(collection) };
    return { ...field, ...(pattern ? { pattern } : {}), ...(field.name === address?.field ? { required: false } : {}) };
  });
  const titleField = titleFieldOf(fields.map((field) => field.name));
  return {
    name,
    label: texts.collections[name]!.label,
    label_singular: texts.collections[name]!.singular,
    folder: `content/${definition.name}`,
    create: collection.create,
    extension: "md",
    format: entryFormatName(name),
    i18n: true,
    identifier_field: identifier,
    slug: "{{slug}}",
    // The entry list shows what the marketer wrote, not the file name.
    ...(titleField ? { summary: `{{${titleField}}}` } : {}),
    ...(definition.publishBeforeTranslation ? { description: rules.portugueseFirst } : {}),
    media_folder: `/public/images/${name}`,
    public_folder: `/images/${name}`,
    fields: [
      ...withLanguages(fields, sharedFieldsOf(collection)),
      { ...baseOf("body", context), widget: "markdown", required: false, i18n: true },
    ],
  };
}

/** A collection of one file (the plans): not per language, edited as a whole. */
export interface DecapFileCollection {
  name: string;
  label: string;
  editor: { preview: false };
  files: Array<{ name: string; label: string; file: string; fields: DecapField[] }>;
}

/** The editor's collections of one file, with the schema that checks each. */
export const EDITOR_FILES = [{ name: "plans", file: PLANS_FILE, schema: PlansSchema }] as const;

function fileCollection(entry: (typeof EDITOR_FILES)[number], texts: EditorTexts): DecapFileCollection {
  const { label } = texts.collections[entry.name]!;
  return {
    name: entry.name,
    label,
    editor: { preview: false },
    files: [
      {
        name: entry.name,
        label,
        file: `content/${entry.file}`,
        fields: fieldsOf(entry.schema, { collection: entry.name, texts }),
      },
    ],
  };
}

export type EditorBackend =
  | { kind: "local"; url: string }
  | { kind: "github"; repo: string; branch: string; baseUrl?: string; authEndpoint?: string };

/** The whole configuration: the backend, the interface language, the languages of the content and every collection. */
export function decapConfig(backend: EditorBackend, locale: ContentLanguage) {
  const git =
    backend.kind === "local"
      ? { backend: { name: savingBackendName("proxy"), proxy_url: backend.url, branch: "main" } }
      : {
          backend: {
            name: savingBackendName("github"),
            repo: backend.repo,
            branch: backend.branch,
            ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
            ...(backend.authEndpoint ? { auth_endpoint: backend.authEndpoint } : {}),
            squash_merges: true,
          },
          publish_mode: "editorial_workflow",
        };
  return {
    ...git,
    locale,
    media_folder: "public/images",
    public_folder: "/images",
    i18n: { structure: "multiple_folders", locales: [...CONTENT_LANGUAGES], default_locale: CONTENT_LANGUAGES[0] },
    collections: [
      ...EDITOR_COLLECTIONS.map((collection) => decapCollection(collection, EDITOR_TEXTS[locale])),
      ...EDITOR_FILES.map((entry) => fileCollection(entry, EDITOR_TEXTS[locale])),
    ],
  };
}
