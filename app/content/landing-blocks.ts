import type { ButtonElement, InputElement, LandingElement } from "./landing-model";

/** Elements of a section, gathered into what the renderer draws: runs of like items and whole forms. */
export type LandingBlock =
  | { kind: "single"; element: Exclude<LandingElement, { type: "card" | "fact" | "highlight" | "button" | "input" }> }
  | { kind: "cards"; items: Array<Extract<LandingElement, { type: "card" }>> }
  | { kind: "facts"; items: Array<Extract<LandingElement, { type: "fact" }>> }
  | { kind: "highlights"; items: Array<Extract<LandingElement, { type: "highlight" }>> }
  | { kind: "actions"; items: ButtonElement[] }
  | { kind: "form"; formId: string; inputs: InputElement[]; submit?: ButtonElement };

const RUN_KINDS = { card: "cards", fact: "facts", highlight: "highlights", button: "actions" } as const;

/**
 * Consecutive cards, facts, highlights or buttons become one run; inputs (onChange) and the button
 * that submits them (onClick with the same formId) become one form, drawn where its first element is.
 */
export function groupElements(children: readonly LandingElement[]): LandingBlock[] {
  const blocks: LandingBlock[] = [];
  const forms = new Map<string, Extract<LandingBlock, { kind: "form" }>>();
  const formOf = (formId: string) => {
    let form = forms.get(formId);
    if (!form) {
      form = { kind: "form", formId, inputs: [] };
      forms.set(formId, form);
      blocks.push(form);
    }
    return form;
  };
  for (const child of children) {
    if (child.type === "input") {
      formOf(child.action.onChange.formId).inputs.push(child);
      continue;
    }
    if (child.type === "button" && child.action.onClick.formId) {
      formOf(child.action.onClick.formId).submit = child;
      continue;
    }
    if (child.type === "card" || child.type === "fact" || child.type === "highlight" || child.type === "button") {
      const kind = RUN_KINDS[child.type];
      const last = blocks.at(-1);
      if (last && last.kind === kind) (last.items as LandingElement[]).push(child);
      else blocks.push({ kind, items: [child] } as LandingBlock);
      continue;
    }
    blocks.push({ kind: "single", element: child });
  }
  return blocks;
}

/**
 * A closed page keeps no way to sign up: the buttons that scroll to a registration section (and so
 * invite to fill in the form the closed notice replaces) are taken out; the status line leads there.
 */
export function withoutRegistrationButtons<
  T extends { id?: string; style: string; children: readonly LandingElement[] },
>(sections: readonly T[]): T[] {
  const registration = new Set(
    sections.flatMap((section) => (section.style === "registration" && section.id ? [section.id] : [])),
  );
  const invites = (child: LandingElement) =>
    child.type === "button" && !child.action.onClick.formId && registration.has(child.action.onClick.scroll ?? "");
  return sections.map((section) => ({ ...section, children: section.children.filter((child) => !invites(child)) }));
}

/** The id of the section that holds the registration form (or its closed notice). */
export const registrationSectionId = (sections: ReadonlyArray<{ id?: string; style: string }>): string | undefined =>
  sections.find((section) => section.style === "registration")?.id;
