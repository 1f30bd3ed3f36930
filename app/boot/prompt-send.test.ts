// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import PROMPT_SEND_SCRIPT from "./prompt-send.ts?inline-script";

const button = () => document.querySelector<HTMLButtonElement>("button[type=submit]")!;
const type = (text: string) => {
  const field = document.getElementById("prompt") as HTMLTextAreaElement;
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
};

beforeEach(() => {
  document.documentElement.removeAttribute("data-hydrated");
  document.body.innerHTML =
    '<form><textarea id="prompt" name="prompt" required></textarea><button type="submit" data-prompt-send="prompt">Criar</button></form>' +
    '<button type="button" value="Regar a horta às 6h" data-fills="prompt">Horta</button>';
});

describe("the prompt's send button before hydration", () => {
  it("is disabled as the program runs while the text is empty, and follows the typing (whitespace counts as empty)", () => {
    new Function(PROMPT_SEND_SCRIPT)();
    expect(button().disabled).toBe(true);
    type("Acender a luz às 22h");
    expect(button().disabled).toBe(false);
    type("  \n ");
    expect(button().disabled).toBe(true);
  });

  it("starts enabled when the field already holds a text (typed before the program ran, or kept by the browser)", () => {
    (document.getElementById("prompt") as HTMLTextAreaElement).value = "Regar às 6h";
    new Function(PROMPT_SEND_SCRIPT)();
    expect(button().disabled).toBe(false);
  });

  it("fills the field with an example's prompt, focused, and enables send", () => {
    new Function(PROMPT_SEND_SCRIPT)();
    document.querySelector<HTMLButtonElement>("[data-fills]")!.click();
    expect((document.getElementById("prompt") as HTMLTextAreaElement).value).toBe("Regar a horta às 6h");
    expect(document.activeElement?.id).toBe("prompt");
    expect(button().disabled).toBe(false);
  });

  it("leaves the button to React once the page has hydrated", () => {
    new Function(PROMPT_SEND_SCRIPT)();
    document.documentElement.setAttribute("data-hydrated", "");
    type("Acender a luz");
    expect(button().disabled).toBe(true);
  });
});
