/** Longest prompt handed to the application (characters, counted in code points). */
export const PROMPT_MAX_LENGTH = 500;

/** Spec §5: send stays disabled while the prompt is empty or only whitespace. */
export function isSendablePrompt(text: string): boolean {
  return text.trim().length > 0;
}

/** The application's register page with the visitor's prompt: trimmed, at most 500 characters, URL-encoded. */
export function registerWithPrompt(registerUrl: string, prompt: string): string {
  const trimmed = Array.from(prompt.trim()).slice(0, PROMPT_MAX_LENGTH).join("").trimEnd();
  return `${registerUrl}?prompt=${encodeURIComponent(trimmed)}`;
}
