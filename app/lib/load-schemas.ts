import { validateForm } from "./form-errors";

/**
 * The form schemas (and zod, ≈ 8 KiB gzip) for the browser, fetched when a visitor first focuses a
 * form rather than with every page that shows one; awaited again on submit, by then from memory.
 * If they cannot load, the form sends anyway and the API's answer shows the same messages.
 */
type Schemas = typeof import("./schemas");
let schemas: Promise<Schemas | undefined> | undefined;

export function loadSchemas(): Promise<Schemas | undefined> {
  schemas ??= import("./schemas").catch(() => {
    schemas = undefined;
    return undefined;
  });
  return schemas;
}

/** validateForm with a schema loaded on demand; no client-side errors when the schemas are unavailable. */
export async function validateWithSchema(
  name: "DemoLeadSchema" | "ContactSchema",
  values: Record<string, unknown>,
  textFields: readonly string[],
): Promise<Record<string, string>> {
  const loaded = await loadSchemas();
  return loaded ? validateForm(loaded[name], values, textFields) : {};
}
