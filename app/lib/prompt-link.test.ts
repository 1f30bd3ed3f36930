import { describe, expect, it } from "vitest";
import { isSendablePrompt, PROMPT_MAX_LENGTH, registerWithPrompt } from "./prompt-link";

const REGISTER = "https://app.example.com/register";

describe("isSendablePrompt", () => {
  it("is false for empty or whitespace-only text and true otherwise", () => {
    expect(isSendablePrompt("")).toBe(false);
    expect(isSendablePrompt("   \n\t ")).toBe(false);
    expect(isSendablePrompt(" a ")).toBe(true);
  });
});

describe("registerWithPrompt", () => {
  it("trims and URL-encodes the prompt as the prompt query parameter", () => {
    expect(registerWithPrompt(REGISTER, "  Ligue a luz & avise-me?  \n")).toBe(
      `${REGISTER}?prompt=Ligue%20a%20luz%20%26%20avise-me%3F`,
    );
  });

  it("keeps at most 500 characters, never splitting one", () => {
    const url = registerWithPrompt(REGISTER, "ç".repeat(PROMPT_MAX_LENGTH + 20));
    const prompt = new URL(url).searchParams.get("prompt")!;
    expect(Array.from(prompt)).toHaveLength(PROMPT_MAX_LENGTH);
    const emoji = new URL(registerWithPrompt(REGISTER, "🙂".repeat(600))).searchParams.get("prompt")!;
    expect(Array.from(emoji)).toHaveLength(PROMPT_MAX_LENGTH);
    expect(emoji).not.toContain("\uFFFD");
  });
});
