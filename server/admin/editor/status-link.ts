/** Decap's address of an entry's form (its router works in the hash): a new entry, or one being edited. */
const ENTRY_FORM = /^#\/collections\/[^/]+\/(new|entries\/)/;

/**
 * The link to the translation status (server/admin/editor.ts) floats over the page's corner: on an entry's form it
 * would cover the fields, so it shows on the lists only.
 */
export function showStatusLinkOutsideForms() {
  const link = document.querySelector<HTMLElement>(".editor-status-link");
  if (!link) return;
  const update = () => (link.hidden = ENTRY_FORM.test(location.hash));
  addEventListener("hashchange", update);
  update();
}
