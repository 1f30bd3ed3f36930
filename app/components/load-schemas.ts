import type { SchemaName } from "~/lib/form-post";

/**
 * The form schemas (and zod) for the browser, fetched when a visitor first focuses a
 * form rather than with every page that shows one; awaited again on submit, by then from memory.
 * If they cannot load, the form sends anyway and the API's answer shows the same messages.
 */
type Schemas = typeof import("~/lib/schemas");
let schemas: Promise<Schemas | undefined> | undefined;
let loaded: Schemas | undefined;

export function loadSchemas(): Promise<Schemas | undefined> {
  schemas ??= import("~/lib/schemas").then(
    (module) => (loaded = module),
    () => {
      schemas = undefined;
      return undefined;
    },
  );
  return schemas;
}

/** One schema loaded on demand; undefined when none is named or the schemas are unavailable. */
export async function loadSchema(name: SchemaName | undefined): Promise<Schemas[SchemaName] | undefined> {
  return name ? (await loadSchemas())?.[name] : undefined;
}

/**
 * The schema without waiting when nothing has to load (none named, or the schemas are in memory), else
 * the promise of it: a submit that needs no download answers within the tap's own event.
 */
export function schemaAtHand(
  name: SchemaName | undefined,
): Schemas[SchemaName] | undefined | Promise<Schemas[SchemaName] | undefined> {
  if (!name) return undefined;
  return loaded ? loaded[name] : loadSchema(name);
}
