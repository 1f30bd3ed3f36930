import { describe, expect, it } from "vitest";
import { formReducer, IDLE, initialFormState, type FormState } from "./form-state";

describe("formReducer", () => {
  it("starts idle, or from the refusal of a post sent without JavaScript", () => {
    expect(initialFormState(undefined)).toEqual({ status: "idle", errors: {} });
    expect(
      initialFormState({
        form: "contact",
        errors: { email: "validation.email" },
        formError: "api.expired",
        values: {},
      }),
    ).toEqual({ status: "error", errors: { email: "validation.email" }, message: "api.expired" });
  });

  it("idle → submitting → success clears every message", () => {
    const submitting = formReducer(IDLE, { type: "submit" });
    expect(submitting).toEqual({ status: "submitting", errors: {} });
    expect(formReducer(submitting, { type: "stored" })).toEqual({ status: "success", errors: {} });
  });

  it("a refusal keeps the API's message and its field issues; the next submission starts clean", () => {
    const refused = formReducer(formReducer(IDLE, { type: "submit" }), {
      type: "refused",
      message: "Confira os campos destacados e tente de novo.",
      errors: { email: "E-mail inválido" },
    });
    expect(refused).toEqual({
      status: "error",
      errors: { email: "E-mail inválido" },
      message: "Confira os campos destacados e tente de novo.",
    });
    expect(formReducer(refused, { type: "submit" })).toEqual({ status: "submitting", errors: {} });
  });

  it("the browser's refusal replaces the messages of an earlier attempt, the form's message too", () => {
    const before: FormState = { status: "error", errors: { name: "validation.required" }, message: "api.expired" };
    expect(formReducer(before, { type: "invalid", errors: { email: "validation.email" } })).toEqual({
      status: "error",
      errors: { email: "validation.email" },
    });
  });

  it("checking again while typing follows the fields and keeps the form's message", () => {
    const invalid = formReducer(IDLE, { type: "invalid", errors: { email: "validation.email" } });
    expect(formReducer(invalid, { type: "rechecked", errors: {} })).toEqual({ status: "idle", errors: {} });
    const refused: FormState = { status: "error", errors: { email: "E-mail inválido" }, message: "Recusado" };
    expect(formReducer(refused, { type: "rechecked", errors: {} })).toEqual({
      status: "error",
      errors: {},
      message: "Recusado",
    });
  });

  it("ignores a late check while sending or once stored", () => {
    for (const state of [formReducer(IDLE, { type: "submit" }), formReducer(IDLE, { type: "stored" })]) {
      expect(formReducer(state, { type: "rechecked", errors: { email: "validation.email" } })).toBe(state);
    }
  });
});
