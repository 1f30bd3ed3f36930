/**
 * What the dialog's HTML (search-dialog.tsx) gives its program (search-dialog-program.ts): the class names of the
 * stylesheet's parts the program builds (CSS modules name them at build time), as JSON in `data-classes`.
 */
export const SEARCH_DIALOG_CLASSES = ["group", "groupTitle", "option", "optionTitle", "excerpt"] as const;
export type SearchDialogClasses = Record<(typeof SEARCH_DIALOG_CLASSES)[number], string>;

/** The results' listbox; its label is `${LIST_ID}-label`, its options `${LIST_ID}-option-<n>`. */
export const LIST_ID = "search-list";
