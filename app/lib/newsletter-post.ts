import type { PageForm } from "./form-post";

/** The box's toasts (translation keys of `common`), which the page also writes on the form for the boot. */
export const NEWSLETTER_TOASTS = {
  success: "lead.success",
  failure: "lead.failure",
  invalid: { message: "validation.email", icon: "alert" },
} as const;

/**
 * The footer's and the blog's newsletter box: posted to /newsletter without JavaScript, sent as JSON by the boot
 * before hydration (app/boot/toast-forms.ts) and by `usePageForm` after it.
 */
export const newsletterPost: PageForm<{ formId: "newsletter"; email: string }> = {
  name: "newsletter",
  kind: "lead",
  input: (fields) => ({ formId: "newsletter", email: (fields.email ?? "").trim() }),
  // Spec §5: an address without @ gets the invalid-email toast and sends nothing.
  check: ({ email = "" }): Record<string, string> => (email.includes("@") ? {} : { email: "validation.email" }),
  confirmation: "/confirmation/newsletter",
  toasts: NEWSLETTER_TOASTS,
};
