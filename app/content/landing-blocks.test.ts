import { describe, expect, it } from "vitest";
import { groupElements, registrationSectionId, withoutRegistrationButtons } from "./landing-blocks";
import type { LandingElement } from "./landing-model";

const input = (name: string, formId = "f"): LandingElement => ({
  type: "input",
  name,
  inputType: "text",
  action: { onChange: { formId, label: name, placeholder: name } },
});

describe("landing elements become blocks", () => {
  it("gathers the inputs and the submit button of one formId into one form, where the first input was", () => {
    const blocks = groupElements([
      { type: "heading", text: "Inscrição" },
      input("name"),
      input("email"),
      {
        type: "button",
        label: "Enviar",
        variant: "primary",
        action: { onClick: { formId: "f", scroll: "inscricao" } },
      },
    ]);
    expect(blocks.map((block) => block.kind)).toEqual(["single", "form"]);
    const form = blocks[1];
    expect(form?.kind === "form" && form.inputs.map((entry) => entry.name)).toEqual(["name", "email"]);
    expect(form?.kind === "form" && form.submit?.label).toBe("Enviar");
  });

  it("runs consecutive cards and buttons together, keeping order", () => {
    const blocks = groupElements([
      { type: "card", title: "A", text: "a" },
      { type: "card", title: "B", text: "b" },
      { type: "text", text: "between" },
      { type: "card", title: "C", text: "c" },
      { type: "button", label: "Go", variant: "primary", action: { onClick: { scroll: "x" } } },
      { type: "button", label: "Back", variant: "secondary", action: { onClick: { redirect: "/events" } } },
    ]);
    expect(blocks.map((block) => block.kind)).toEqual(["cards", "single", "cards", "actions"]);
    expect(blocks[0]?.kind === "cards" && blocks[0].items.length).toBe(2);
    expect(blocks[3]?.kind === "actions" && blocks[3].items.length).toBe(2);
  });
});

describe("closed registration", () => {
  const sections = [
    {
      id: "hero",
      style: "hero",
      children: [
        { type: "button", label: "Sign up", variant: "primary", action: { onClick: { scroll: "signup" } } },
        { type: "button", label: "All courses", variant: "secondary", action: { onClick: { redirect: "/events" } } },
      ],
    },
    { id: "signup", style: "registration", children: [{ type: "heading", text: "Registration" }] },
  ] satisfies Array<{ id: string; style: string; children: LandingElement[] }>;

  it("drops the buttons that lead to the registration form and keeps the others", () => {
    const labels = withoutRegistrationButtons(sections).flatMap((section) =>
      section.children.flatMap((child) => (child.type === "button" ? [child.label] : [])),
    );
    expect(labels).toEqual(["All courses"]);
    expect(registrationSectionId(sections)).toBe("signup");
  });
});
