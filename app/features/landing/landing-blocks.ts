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
