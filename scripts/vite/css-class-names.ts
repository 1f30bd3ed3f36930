import crypto from "node:crypto";
import path from "node:path";

/**
 * CSS module class names for the build: an underscore and five characters of a hash of the stylesheet's
 * path and the class (`_k3Zq-`), where the default was `_local_hash_line` (`_tagList_rvwcn_32`). A page's
 * HTML names its classes hundreds of times, and its hydration data and stylesheets name them again: the long
 * names were about 250 bytes of brotli per page, which /events needed to fit its first round trip
 * (decision 012). The path is relative to `root`, so the client and server builds, and any checkout, agree.
 * Two classes that would share a name fail the build rather than style each other.
 */
export function shortClassNames(root: string) {
  const classOfName = new Map<string, string>();
  return (local: string, filename: string): string => {
    const source = `${path.relative(root, filename.split("?")[0]!).split(path.sep).join("/")}:${local}`;
    const name = `_${crypto.createHash("sha256").update(source).digest("base64url").slice(0, 5)}`;
    const owner = classOfName.get(name);
    if (owner !== undefined && owner !== source)
      throw new Error(`CSS module classes ${owner} and ${source} hash to the same name ${name}`);
    classOfName.set(name, source);
    return name;
  };
}
