/**
 * The editor's configuration stays equal to the schemas the build validates: every collection, every
 * field with its requirement, options and limits, and nothing the repository's own content would fail.
 */
import path from "node:path";
import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "./collections/index";
import {
  decapConfig,
  editorFormats,
  EDITOR_COLLECTIONS,
  EDITOR_RULES,
  EDITOR_TEXTS,
  EDITOR_FILES,
  type DecapCollection,
  type DecapField,
} from "./decap-config";
import { loadContent } from "./load-content";
import { TEAM } from "../app/data/team";

const config = decapConfig({ kind: "local", url: "http://127.0.0.1:8081/api/v1" }, "pt");
type Config = ReturnType<typeof decapConfig>;
/** A collection of one entry per file and language, by name. */
const folderCollection = (from: Config, name: string) =>
  from.collections.find((entry): entry is DecapCollection => entry.name === name && "folder" in entry)!;
/** The fields of a collection by name: a folder's, or its one file's. */
const fieldsNamed = (from: Config, name: string): DecapField[] => {
  const collection = from.collections.find((entry) => entry.name === name)!;
  return "folder" in collection ? collection.fields : collection.files[0]!.fields;
};
const content = loadContent(path.resolve("content"));
type ObjectDef = { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType };
/** The object a collection's schema parses (through a `.transform()` after it, as the events' zoned dates). */
const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => {
  const def = (schema as unknown as { _zod: { def: ObjectDef } })._zod.def;
  return def.type === "pipe" ? shapeOf(def.in!) : def.shape!;
};

/** Every value Decap would check for one field of one entry, with the field that checks it. */
function* checkedValues(field: DecapField, value: unknown): Generator<[DecapField, unknown]> {
  if (value === undefined) return;
  if (field.widget === "list" && Array.isArray(value)) {
    for (const item of value) {
      if (field.field) yield* checkedValues(field.field, item);
      const own = field.types?.find((type) => type.name === (item as Record<string, unknown>)[field.typeKey!])?.fields;
      for (const sub of own ?? field.fields ?? [])
        yield* checkedValues(sub, (item as Record<string, unknown>)[sub.name]);
    }
    return;
  }
  if (field.widget === "object") {
    for (const sub of field.fields!) yield* checkedValues(sub, (value as Record<string, unknown>)[sub.name]);
    return;
  }
  yield [field, value];
}

type AnyDef = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  checks?: Array<{ _zod: { def: { check: string; format?: string; pattern?: RegExp; error?: () => string } } }>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: AnyDef } })._zod.def;
/** The schema under optional, default and pipe wrappers (a transform reads what its input parsed). */
function innerOf(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.type === "optional" || def.type === "default") return innerOf(def.innerType!);
  if (def.type === "pipe") return innerOf(defOf(def.out!).type === "transform" ? def.in! : def.out!);
  return schema;
}

/**
 * Every rule of a schema field with its counterpart in the editor's field, as [where, rule, counterpart]:
 * a counterpart that is undefined is a rule the editor would not check.
 */
function* rulesAndCounterparts(
  schema: z.ZodType,
  field: DecapField,
  where: string,
): Generator<[string, string, unknown]> {
  const inner = innerOf(schema);
  const def = defOf(inner);
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    const rule = `${where} ${check.check}${check.format ? ` ${check.format}` : ""}`;
    // A refinement (a date the calendar has) is the check before a save's, not the field's (entry-check.ts).
    if (check.check === "custom") yield [where, rule, "checkEntry"];
    else if (check.format === "regex") {
      const special = ["datetime", "image", "select"].includes(field.widget);
      yield [
        where,
        rule,
        special
          ? `widget ${field.widget}`
          : field.pattern?.[0] === check.pattern!.source
            ? field.pattern[1]
            : undefined,
      ];
    } else if (def.type === "string") yield [where, rule, field.pattern];
    else if (def.type === "number")
      yield [where, rule, check.check === "number_format" ? field.value_type : (field.min ?? field.max)];
    else if (def.type === "array") yield [where, rule, check.check === "min_length" ? field.min : field.max];
  }
  if (def.type === "enum") yield [where, "enum", field.options];
  if (def.type === "object")
    for (const [name, sub] of Object.entries(def.shape!))
      yield* rulesAndCounterparts(
        sub,
        field.fields!.find((entry) => entry.name === name)!,
        `${where}.${name}`,
      );
  if (def.type === "array") {
    const element = innerOf(def.element!);
    if (defOf(element).type === "object") yield* rulesAndCounterparts(element, { ...field, widget: "object" }, where);
    else if (field.field) yield* rulesAndCounterparts(element, field.field, `${where}[]`);
  }
}

describe("the editor's configuration", () => {
  it("has a counterpart for every rule of the schemas, each pattern said as a sentence in pt, en and es", () => {
    let rules = 0;
    for (const locale of ["pt", "en", "es"] as const) {
      const localized = decapConfig({ kind: "local", url: "http://127.0.0.1:8081/api/v1" }, locale);
      const schemas = [
        ...EDITOR_COLLECTIONS.map(({ name, definition }) => [name, definition.schema] as const),
        ...EDITOR_FILES.map(({ name, schema }) => [name, schema] as const),
      ];
      for (const [name, collectionSchema] of schemas) {
        const fields = fieldsNamed(localized, name);
        for (const [field, schema] of Object.entries(shapeOf(collectionSchema))) {
          const own = fields.find((entry) => entry.name === field)!;
          for (const [where, rule, counterpart] of rulesAndCounterparts(schema, own, `${name}.${field}`)) {
            expect(counterpart, `${locale} ${rule}`).toBeDefined();
            if (rule.endsWith("regex") && !String(counterpart).startsWith("widget "))
              expect(Object.values(EDITOR_RULES[locale].patterns), `${locale} ${where}`).toContain(counterpart);
            rules++;
          }
        }
      }
    }
    expect(rules).toBeGreaterThan(100);
  });

  it("never shows a regular expression as a message", () => {
    const messages = config.collections.flatMap(
      (collection) =>
        JSON.stringify(fieldsNamed(config, collection.name)).match(
          /"pattern":\["(?:[^"\\]|\\.)*","((?:[^"\\]|\\.)*)"\]/g,
        ) ?? [],
    );
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) expect(message.split('","')[1]).not.toMatch(/must match|\^|\$"/);
  });

  it("names every field, at every depth, with a label and a hint from editor.json in pt, en and es", () => {
    /** Every field of a list of fields, nested groups, lists and kinds of block included. */
    const everyField = (fields: DecapField[]): DecapField[] =>
      fields.flatMap((field) => [
        field,
        ...everyField([...(field.fields ?? []), ...(field.field ? [field.field] : []), ...(field.types ?? [])]),
      ]);
    for (const locale of ["pt", "en", "es"] as const) {
      const localized = decapConfig({ kind: "local", url: "http://127.0.0.1:8081/api/v1" }, locale);
      const words = Object.values(EDITOR_TEXTS[locale].fields);
      const fields = localized.collections.flatMap((collection) => everyField(fieldsNamed(localized, collection.name)));
      expect(fields.length).toBeGreaterThan(200);
      for (const field of fields) {
        expect(field.label, `${locale} ${field.name}`).not.toBe(field.name);
        expect(field.hint, `${locale} ${field.name}`).toMatch(/\S/);
        expect(words, `${locale} ${field.name}`).toContainEqual({ label: field.label, hint: field.hint });
      }
    }
    expect(fieldsNamed(config, "blog").find((field) => field.name === "slug")).toMatchObject({
      label: "Endereço da página",
    });
    const sections = fieldsNamed(config, "event-landings").find((field) => field.name === "sections")!;
    expect(sections.fields!.find((field) => field.name === "id")!.label).toBe("Âncora");
  });

  it("has the content's languages, Portuguese first, in one folder per language", () => {
    expect(config.i18n).toEqual({ structure: "multiple_folders", locales: ["pt", "en", "es"], default_locale: "pt" });
    expect(config.locale).toBe("pt");
  });

  it("edits every collection the build loads, named after its folder (the docs' edit links use the names)", () => {
    const folders = config.collections.flatMap((collection) => ("folder" in collection ? [collection.folder] : []));
    expect(folders.sort()).toEqual(
      Object.values(COLLECTIONS)
        .map((definition) => `content/${definition.name}`)
        .sort(),
    );
    expect(config.collections.map((collection) => collection.name)).toEqual([
      "blog",
      "news",
      "events",
      "event-landings",
      "showcase",
      "docs",
      "legal",
      "plans",
    ]);
    expect(folderCollection(config, "blog")).toMatchObject({ label: "Blog", label_singular: "Artigo" });
    expect(folderCollection(config, "event-landings").label).toBe("Páginas de eventos");
    for (const collection of config.collections.filter((entry) => "folder" in entry)) {
      expect(collection.name).toMatch(/^[a-z-]+$/);
      expect(collection.media_folder).toBe(`/public/images/${collection.name}`);
    }
  });

  it("has one field per schema field, plus the body, optional only when the schema takes no value or a blank, or the editor makes it", () => {
    for (const { name, definition, identifier } of EDITOR_COLLECTIONS) {
      const collection = folderCollection(config, name);
      const shape = shapeOf(definition.schema);
      expect(collection.fields.map((field) => field.name)).toEqual([...Object.keys(shape), "body"]);
      const made = ["slug", "url"].includes(identifier) ? identifier : undefined;
      for (const field of collection.fields.slice(0, -1)) {
        const schema = shape[field.name]!;
        const optional =
          schema.safeParse(undefined).success ||
          (field.default === "" && schema.safeParse("").success) ||
          field.name === made;
        expect(field.required ?? true, `${name}.${field.name}`).toBe(!optional);
      }
    }
  });

  it("asks for shared fields once, in Portuguese, lists and groups included", () => {
    for (const { name, definition } of EDITOR_COLLECTIONS) {
      const fields = fieldsNamed(config, name);
      const sharedFields: readonly string[] = definition.sharedFields;
      for (const shared of sharedFields) {
        const field = fields.find((entry) => entry.name === shared)!;
        const copied = field.widget === "list" || field.widget === "object" ? false : "duplicate";
        expect(field.i18n, `${name}.${shared}`).toBe(copied);
      }
      const translated = fields.filter((field) => !sharedFields.includes(field.name));
      expect(translated.every((field) => field.i18n === true || field.name === "slug" || field.name === "url")).toBe(
        true,
      );
    }
  });

  it("lets through every value the repository's content has (patterns, options, ranges)", () => {
    let checked = 0;
    for (const { name, definition } of EDITOR_COLLECTIONS) {
      const fields = fieldsNamed(config, name);
      const entries = content[
        Object.entries(COLLECTIONS).find(([, known]) => known === definition)![0] as keyof typeof COLLECTIONS
      ].pt as unknown as Array<Record<string, unknown>>;
      for (const entry of entries) {
        for (const top of fields) {
          for (const [field, value] of checkedValues(top, entry[top.name])) {
            const where = `${name}/${String(entry.slug)}: ${field.name} = ${JSON.stringify(value)}`;
            if (field.pattern && typeof value === "string" && value !== "")
              expect(new RegExp(field.pattern[0]).test(value), where).toBe(true);
            const options = field.options?.map((option) => (typeof option === "string" ? option : option.value));
            if (options) for (const option of [value].flat()) expect(options, where).toContain(option);
            if (typeof value === "number" && field.min !== undefined)
              expect(value, where).toBeGreaterThanOrEqual(field.min);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("refuses in the editor what the build refuses: lengths, patterns, enums, integer ranges", () => {
    const blog = fieldsNamed(config, "blog");
    const byName = (name: string) => blog.find((field) => field.name === name)!;
    expect(new RegExp(byName("subtitle").pattern![0]).test("ab")).toBe(false);
    expect(new RegExp(byName("subtitle").pattern![0]).test("x".repeat(201))).toBe(false);
    expect(new RegExp(byName("slug").pattern![0]).test("Not Kebab")).toBe(false);
    expect(byName("column").options).toEqual(["center", "left", "right", "footer"]);
    expect(byName("id")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(byName("published")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(byName("img")).toMatchObject({ widget: "image", media_folder: "/public/images/blog" });
    expect(byName("link")).toMatchObject({ required: false, default: "" });
  });

  it("has the blog's author picked from the team's writers, by name", () => {
    const user = fieldsNamed(config, "blog").find((field) => field.name === "user")!;
    expect(user).toMatchObject({ widget: "select", label: "Autor" });
    expect(user.pattern).toBeUndefined();
    expect(user.options).toEqual(
      TEAM.filter((member) => member.handle).map(({ name, handle }) => ({ label: name, value: handle })),
    );
    expect(user.options).toContainEqual({ label: "Lucas Fontana", value: "@lucas.fontana" });
  });

  it("fills in the next free number of a numbered collection, and makes an article's address from its title", () => {
    for (const name of ["blog", "events"]) {
      const ids = content[name === "blog" ? "blog" : "events"].pt.map((entry) => Number(entry.id));
      expect(
        fieldsNamed(config, name).find((field) => field.name === "id"),
        name,
      ).toMatchObject({
        widget: "number",
        default: Math.max(...ids) + 1,
      });
    }
    expect(editorFormats().blog!.address).toEqual({ field: "slug", from: "title" });
    expect(editorFormats().docs!.address).toEqual({ field: "url", from: "header" });
    expect(editorFormats().events!.address).toBeUndefined();
  });

  it("turns the landing pages' element kinds into Decap's typed list items", () => {
    const sections = fieldsNamed(config, "event-landings").find((field) => field.name === "sections")!;
    const elements = sections.fields!.find((field) => field.widget === "list" && field.typeKey === "type")!;
    expect(elements.types!.map((type) => type.name)).toEqual(
      expect.arrayContaining(["heading", "text", "image", "button"]),
    );
  });

  it("says, on the blog's own screen, that an article may be published in Portuguese first", () => {
    expect(folderCollection(config, "blog").description).toMatch(/^Você pode publicar um artigo só em português/);
    expect(
      folderCollection(decapConfig({ kind: "local", url: "http://127.0.0.1:8081/api/v1" }, "es"), "blog").description,
    ).toMatch(/^Puede publicar un artículo solo en portugués/);
    expect(folderCollection(config, "events").description).toBeUndefined();
  });

  it("lists entries by their title, not their file name", () => {
    for (const { name } of EDITOR_COLLECTIONS)
      expect(folderCollection(config, name).summary, name).toMatch(/^\{\{(title|header)\}\}$/);
  });

  it("edits the plans as one file: each limit a number or a word, checked before a save", () => {
    const plans = config.collections.find((entry) => entry.name === "plans")!;
    expect(plans).toMatchObject({ files: [{ file: "content/plans/plans.yml" }] });
    const list = fieldsNamed(config, "plans")[0]!;
    expect(list).toMatchObject({ name: "plans", widget: "list", min: 4, max: 4 });
    const limits = list.fields!.find((field) => field.name === "limits")!.fields!;
    const dashboards = limits.find((field) => field.name === "dashboards")!;
    expect(dashboards.widget).toBe("string");
    for (const value of ["15", "unlimited", "custom"])
      expect(new RegExp(dashboards.pattern![0]).test(value)).toBe(true);
    expect(new RegExp(dashboards.pattern![0]).test("several")).toBe(false);
    expect(dashboards.pattern![1]).toContain("unlimited: sem limite");
    const price = list.fields!.find((field) => field.name === "price")!;
    expect(price.fields!.map((field) => field.name)).toEqual([
      "kind",
      "monthly",
      "billing",
      "trialDays",
      "savingPercent",
    ]);
  });

  it("saves through the Git host with pull requests in production", () => {
    const production = decapConfig({ kind: "github", repo: "niot/site", branch: "main" }, "es");
    expect(production).toMatchObject({
      backend: { name: "niot-github", repo: "niot/site", branch: "main" },
      publish_mode: "editorial_workflow",
      locale: "es",
    });
  });
});
