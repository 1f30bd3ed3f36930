import { SEARCH_CONNECTED_ATTRIBUTE, SEARCH_DIALOG_ATTRIBUTE } from "~/lib/search-shortcut";
import { connectSearchDialog } from "./search-dialog-program";

/** The program the page loads at the search's first opening (app/boot/search-open.ts): it runs the dialog. */
const dialog = document.querySelector<HTMLDialogElement>(`dialog[${SEARCH_DIALOG_ATTRIBUTE}]`);
if (dialog && !dialog.hasAttribute(SEARCH_CONNECTED_ATTRIBUTE)) connectSearchDialog(dialog);
