/** What the editor's scripts use of Decap's global `window.CMS` (decap-cms's bundle, loaded before them). */
export interface ImmutableMap {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableMap;
  toJS(): Record<string, unknown>;
  entrySeq(): { toArray(): Array<[string, ImmutableMap]> };
}
export interface EntryFormat {
  fromFile(raw: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: string[]): string;
}
export interface Cms {
  registerPreviewStyle(href: string): void;
  registerEventListener(listener: {
    name: "preSave";
    handler: (event: { entry: ImmutableMap }) => Promise<unknown>;
  }): void;
  registerCustomFormat(name: string, extension: string, format: EntryFormat): void;
  registerLocale(locale: string, phrases: object): void;
  getLocale(locale: string): object | undefined;
  getWidget(name: string): Widget;
  getBackend(name: string): { init(...args: unknown[]): unknown };
  registerBackend(name: string, backend: (...args: unknown[]) => unknown): void;
  registerWidget(
    widget: Partial<Widget> & { name: string; controlComponent: unknown; previewComponent: unknown },
  ): void;
}
export interface Widget {
  control: unknown;
  preview: unknown;
}

/** Read when used, not when imported: the server imports this folder's constants. */
export const cms = () => (window as unknown as { CMS: Cms }).CMS;

/** React as Decap's bundle lends it to extensions (its own React, not the site's). */
export const decapReact = () =>
  window as unknown as {
    h: (type: unknown, props: Record<string, unknown>) => unknown;
    createClass: (spec: object) => unknown;
  };

/** The entry's version in each language: Portuguese in `data`, the others under `i18n.<lang>.data`. */
export function entryVersions(entry: ImmutableMap): Record<string, Record<string, unknown>> {
  const versions: Record<string, Record<string, unknown>> = { pt: (entry.get("data") as ImmutableMap).toJS() };
  const i18n = entry.get("i18n") as ImmutableMap | undefined;
  if (i18n)
    for (const [lang, version] of i18n.entrySeq().toArray())
      versions[lang] = (version.get("data") as ImmutableMap).toJS();
  return versions;
}

/** The editor's interface language, as /admin/?lang= chose it. */
export const editorLanguage = () => new URLSearchParams(window.location.search).get("lang");
