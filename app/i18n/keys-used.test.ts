/**
 * Every translation key the code reads exists in pt, en and es, and every key of the files is read.
 * Keys are found statically: `t(…)` (its namespaces from the `useTranslation`/`createT` in scope),
 * `translate(lang, ns, key)`, `<Trans i18nKey>`, dotted strings kept as data (`{ key: "nav.blog" }`,
 * schema messages), and what reads a locale file directly. A key built from a template
 * (`footer.social.${id}`) must match a key in every language, its unknown parts as wildcards: its fixed
 * start is then an object there, and what follows a wildcard (`plans.${id}.name`) exists under it.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LANGUAGES, NAMESPACES, type Language, type Namespace } from "./languages";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ALL: readonly Namespace[] = NAMESPACES;
/** Dotted strings in code that look like keys but are the webhook's event types. */
const NOT_KEYS = new Set(["lead.created", "contact.created"]);
const PLURAL = /_(zero|one|two|few|many|other)$/;

const isObject = (node: unknown): node is object => typeof node === "object" && node !== null && !Array.isArray(node);

/** Every path of a bundle (objects too) with what it holds, for wildcard matching. */
function entriesOf(node: unknown, prefix = ""): Array<[string, unknown]> {
  if (!isObject(node)) return [[prefix, node]];
  const below = Object.entries(node).flatMap(([key, value]) => entriesOf(value, prefix ? `${prefix}.${key}` : key));
  return prefix ? [[prefix, node], ...below] : below;
}
const read = (lang: Language, ns: Namespace): unknown =>
  JSON.parse(fs.readFileSync(path.join(ROOT, "app/locales", lang, `${ns}.json`), "utf8"));
const ENTRIES = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, Object.fromEntries(ALL.map((ns) => [ns, entriesOf(read(lang, ns))]))]),
) as Record<Language, Record<Namespace, Array<[string, unknown]>>>;

/** A key as code writes it: fixed text, with `null` where a template puts a value the test cannot know. */
type KeyParts = Array<string | null>;

interface Use {
  where: string;
  namespaces: readonly Namespace[];
  parts: KeyParts;
  plural: boolean;
  objects: boolean;
}

interface Found {
  uses: Use[];
  /** Every string in the file, and every template's fixed start (`extras.`), for keys kept as data. */
  strings: string[];
  /** `[ns, path]` read straight from an imported locale file (`pt.api`, `{ search as en }`). */
  imported: Array<[Namespace, string]>;
}

function namespacesOf(arg: ts.Expression | undefined): readonly Namespace[] {
  if (!arg) return ["common"];
  if (ts.isStringLiteralLike(arg)) return [arg.text as Namespace];
  if (ts.isArrayLiteralExpression(arg))
    return arg.elements.filter(ts.isStringLiteralLike).map((e) => e.text as Namespace);
  return ALL;
}

/** The namespaces of the `t` in scope: `const { t } = useTranslation(…)` or `const t = createT(…, […])`. */
function scopeOf(node: ts.Node): readonly Namespace[] | undefined {
  for (let scope: ts.Node | undefined = node; scope; scope = scope.parent) {
    for (const statement of ts.isBlock(scope) || ts.isSourceFile(scope) ? scope.statements : []) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const { name, initializer: init } of statement.declarationList.declarations) {
        if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression)) continue;
        const bindsT = ts.isObjectBindingPattern(name)
          ? name.elements.some((e) => ts.isIdentifier(e.name) && e.name.text === "t")
          : ts.isIdentifier(name) && name.text === "t";
        if (bindsT && init.expression.text === "useTranslation") return namespacesOf(init.arguments[0]);
        if (bindsT && init.expression.text === "createT") return namespacesOf(init.arguments[2]);
      }
    }
  }
  return undefined;
}

function extract(file: string): Found {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Found = { uses: [], strings: [], imported: [] };
  const constants = new Map<string, string | null>();
  const localeImports = new Map<string, Namespace>();

  (function collect(node: ts.Node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const known = constants.get(node.name.text);
      if (ts.isStringLiteralLike(init))
        constants.set(node.name.text, known === undefined || known === init.text ? init.text : null);
    }
    if (ts.isStringLiteralLike(node)) found.strings.push(node.text);
    if (ts.isTemplateExpression(node) && node.head.text) found.strings.push(node.head.text);
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const ns = /\/locales\/\w+\/(\w+)\.json$/.exec(node.moduleSpecifier.text)?.[1] as Namespace | undefined;
      const clause = node.importClause;
      if (ns && clause?.name) localeImports.set(clause.name.text, ns);
      if (ns && clause?.namedBindings && ts.isNamedImports(clause.namedBindings))
        for (const e of clause.namedBindings.elements) found.imported.push([ns, (e.propertyName ?? e.name).text]);
    }
    ts.forEachChild(node, collect);
  })(source);

  /** The keys an expression can be: literals, constants, both sides of a condition, templates. */
  function keysOf(expr: ts.Expression): KeyParts[] {
    if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr)) return keysOf(expr.expression);
    if (ts.isStringLiteralLike(expr)) return [[expr.text]];
    if (ts.isIdentifier(expr) && constants.get(expr.text)) return [[constants.get(expr.text)!]];
    if (ts.isConditionalExpression(expr)) return [...keysOf(expr.whenTrue), ...keysOf(expr.whenFalse)];
    if (!ts.isTemplateExpression(expr)) return [];
    const parts: KeyParts = [expr.head.text];
    for (const span of expr.templateSpans) {
      const [only, ...more] = keysOf(span.expression);
      parts.push(only?.length === 1 && more.length === 0 ? only[0]! : null, span.literal.text);
    }
    return [parts];
  }

  function record(expr: ts.Expression | undefined, namespaces: readonly Namespace[], options?: ts.Expression) {
    if (!expr) return;
    const props = options && ts.isObjectLiteralExpression(options) ? options.properties : [];
    const option = (name: string) => props.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === name);
    const objects = option("returnObjects");
    const where = `${file}:${source.getLineAndCharacterOfPosition(expr.getStart()).line + 1}`;
    for (const parts of keysOf(expr))
      found.uses.push({
        where,
        namespaces,
        parts,
        plural: Boolean(option("count")),
        objects: Boolean(
          objects && ts.isPropertyAssignment(objects) && objects.initializer.kind === ts.SyntaxKind.TrueKeyword,
        ),
      });
  }

  (function visit(node: ts.Node) {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const [first, second, third] = node.arguments;
      // A `t` handed in as a parameter reads in the namespaces its caller chose: any of them.
      if (node.expression.text === "t") record(first, scopeOf(node) ?? ALL, second);
      if (node.expression.text === "translate")
        record(third, second && ts.isStringLiteralLike(second) ? [second.text as Namespace] : ALL);
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === "i18nKey" && node.initializer)
      record(
        ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer,
        scopeOf(node) ?? ALL,
      );
    if (ts.isPropertyAccessExpression(node) && !ts.isPropertyAccessExpression(node.parent)) {
      const [name, ...chain] = node.getText().split(".");
      const ns = localeImports.get(name!);
      if (ns) found.imported.push([ns, chain.join(".")]);
    }
    ts.forEachChild(node, visit);
  })(source);
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The namespaces a use reads and the pattern of its paths (a wildcard for each unknown part). */
function patternOf(use: Use): { namespaces: readonly Namespace[]; pattern: RegExp } {
  const [head, ...rest] = use.parts;
  const colon = head?.indexOf(":") ?? -1;
  const namespaces = colon > 0 ? [head!.slice(0, colon) as Namespace] : use.namespaces;
  const parts = colon > 0 ? [head!.slice(colon + 1), ...rest] : use.parts;
  const body = parts.map((part) => (part === null ? "(.+?)" : escape(part))).join("");
  return { namespaces, pattern: new RegExp(`^${body}${use.plural ? `(?:${PLURAL.source.slice(0, -1)})?` : ""}$`) };
}

/** The paths a use reads in one language: the first namespace that has a string (or, with returnObjects, anything). */
function readsOf(use: Use, lang: Language): Array<{ ns: Namespace; path: string }> {
  const { namespaces, pattern } = patternOf(use);
  for (const ns of namespaces) {
    const hits = ENTRIES[lang][ns]
      .filter(([path, node]) => pattern.test(path) && (typeof node === "string" || use.objects))
      .map(([path]) => ({ ns, path }));
    if (hits.length > 0) return hits;
  }
  return [];
}

const sources = ["app", "content-pipeline", "server", "scripts"].flatMap((dir) =>
  fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .map((file) => path.join(dir, file)),
);
const found = sources.map(extract);
const uses = found.flatMap((file) => file.uses);
const strings = new Set(found.flatMap((file) => file.strings));
const TOP_LEVEL = new Set(ALL.flatMap((ns) => ENTRIES.pt[ns].map(([path]) => path.split(".")[0]!)));
/** Dotted strings whose first part is a top-level key of some namespace: keys kept as data. */
const dataKeys = [...strings].filter(
  (text) => /^[a-zA-Z]\w*(\.[\w-]+)+$/.test(text) && TOP_LEVEL.has(text.split(".")[0]!) && !NOT_KEYS.has(text),
);

describe("translation keys in code", () => {
  it("reads hundreds of keys (the extraction still finds them)", () => {
    expect(uses.filter((use) => use.parts.length === 1).length).toBeGreaterThan(400);
    expect(uses.filter((use) => use.parts.includes(null)).length).toBeGreaterThan(50);
  });

  it("every key the code reads exists in pt, en and es", () => {
    const missing = uses.flatMap((use) =>
      LANGUAGES.filter((lang) => readsOf(use, lang).length === 0).map(
        (lang) => `${use.where}: ${use.parts.map((part) => part ?? "${…}").join("")} missing in ${lang}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it("every key kept as data exists in pt, en and es", () => {
    const exists = (lang: Language, key: string) =>
      ALL.some((ns) => ENTRIES[lang][ns].some(([path]) => path === key || path.replace(PLURAL, "") === key));
    const missing = dataKeys.flatMap((key) =>
      LANGUAGES.filter((lang) => !exists(lang, key)).map((lang) => `${key} missing in ${lang}`),
    );
    expect(missing).toEqual([]);
  });

  it("every key of the translation files is read somewhere", () => {
    const used = new Set<string>();
    /** A path read marks itself, what is under it, and its plural forms. */
    const mark = (ns: Namespace, at: string) => {
      for (const [path, node] of ENTRIES.pt[ns])
        if (!isObject(node) && (path === at || path.startsWith(`${at}.`) || path.replace(PLURAL, "") === at))
          used.add(`${ns}:${path}`);
    };
    for (const use of uses) {
      // A key that starts with a value (`${kind}.eyebrow`) counts as read for the values the code spells out.
      const { pattern } = patternOf(use);
      const openStart = use.parts[0] === "" && use.parts[1] === null;
      for (const { ns, path } of readsOf(use, "pt"))
        if (!openStart || strings.has(pattern.exec(path)?.[1] ?? "")) mark(ns, path);
    }
    for (const [ns, at] of found.flatMap((file) => file.imported)) mark(ns, at);
    for (const text of strings)
      if (/[.:]/.test(text)) {
        const colon = text.indexOf(":");
        const at = text.slice(colon + 1).replace(/\.$/, "");
        for (const ns of colon > 0 ? [text.slice(0, colon) as Namespace] : ALL) if (ALL.includes(ns)) mark(ns, at);
      }
    const leaves = ALL.flatMap((ns) => ENTRIES.pt[ns].filter(([, node]) => !isObject(node)).map(([p]) => `${ns}:${p}`));
    expect(leaves.filter((leaf) => !used.has(leaf))).toEqual([]);
  });
});
