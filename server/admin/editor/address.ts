import type { EditorFormats } from "../../../content-pipeline";
import { cms, type ImmutableMap } from "./cms";

/** "Ação na estufa: 2ª edição!" → "acao-na-estufa-2a-edicao": lowercase, no accents, words joined by hyphens. */
export const addressFromTitle = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Before a save, an entry's address left empty is made from its title (`address` of the collection's format), so a
 * marketer need not invent one; registered first, so the checks and the file formats see the address.
 */
export function registerAddressFromTitle(formats: EditorFormats) {
  cms().registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const address = formats[String(entry.get("collection"))]?.address;
      const data = entry.get("data") as ImmutableMap;
      const title = address && data.get(address.from);
      if (!address || data.get(address.field) || typeof title !== "string") return undefined;
      return data.set(address.field, addressFromTitle(title));
    },
  });
}
