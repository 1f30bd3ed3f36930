/**
 * What an SVG must not carry to be served from our origin: anything that runs (scripts, event handlers,
 * javascript: addresses, embedded HTML) or loads from elsewhere (external references, entities). The local
 * editor's backend refuses such an upload and the build refuses such a file under public/images/; the site
 * serves every SVG with a CSP that blocks them anyway (server/security/svg-policy.ts).
 */
const UNSAFE: ReadonlyArray<[RegExp, string]> = [
  [/<script\b/i, "a script"],
  [/\son[a-z]+\s*=/i, "an event handler"],
  [/javascript:/i, "a javascript: address"],
  [/<foreignObject\b/i, "embedded HTML (foreignObject)"],
  [/<!ENTITY\b/i, "an entity declaration"],
  [/\b(xlink:)?href\s*=\s*["']\s*(?!#)/i, "a link to another file"],
  [/url\(\s*["']?\s*(?!#)/i, "a url() to another file"],
  [/@import\b/i, "a stylesheet import"],
];

/** What makes the SVG text unsafe, in words; null when it is safe. */
export function unsafeSvgPart(svg: string): string | null {
  return UNSAFE.find(([pattern]) => pattern.test(svg))?.[1] ?? null;
}
