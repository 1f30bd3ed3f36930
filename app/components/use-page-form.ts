import { useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { useNotifications } from "~/components/notifications/notifications-context";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/root-data";
import { ApiError, apiUrl, postJson } from "~/lib/api-client";
import { focusFirstInvalid, formErrors, type Parser } from "~/lib/form-errors";
import { refusalMessages } from "~/lib/form-refusal";
import { TEXT_MIN_LENGTH } from "~/lib/form-options";
import { FORM_API, readFields, submission, type PageForm, type PostedFields } from "~/lib/form-post";
import { formReducer, initialFormState } from "~/lib/form-state";
import { loadSchema, loadSchemas, schemaAtHand } from "~/components/load-schemas";
import { afterNextFrame } from "~/boot/painted";
import { usePostResult } from "./form-post-fields";

/**
 * Every form's client side. Before hydration (or without JavaScript) the form posts to its page's
 * action, whose refusal this hook starts from: messages, values as sent, focus on the first wrong
 * field. Hydrated, `onSubmit` reads the same fields, checks them as the action would, sends the same
 * body to the JSON API and follows idle → submitting → success | error, with the form's toasts.
 * `onStored` gets what was sent, with the form element.
 */
export function usePageForm<Input>(form: PageForm<Input>, onStored?: (input: Input, element: HTMLFormElement) => void) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const { config } = useRootData();
  const posted = usePostResult(form.name);
  const [state, dispatch] = useReducer(formReducer, posted, initialFormState);
  // Each stored submission counts; as a form's `key` it remounts the form empty.
  const [generation, setGeneration] = useState(0);
  // A refused post is an attempt too: from then on the messages follow the typing (`recheck`).
  const attempted = useRef(Boolean(posted));
  const values = generation === 0 ? (posted?.values ?? {}) : {};
  // A focus before hydration (which is what hydrated the page) did not reach the form's onFocus: load them now.
  useEffect(() => {
    if (form.schema && document.activeElement?.closest("form")) void loadSchemas();
  }, [form.schema]);

  /** A message key (of `common` unless prefixed "ns:") in the page's language; the API's issue text as it is. */
  const say = (message: string | undefined) =>
    message ? t(message, { ns: "common", count: TEXT_MIN_LENGTH, defaultValue: message }) : undefined;

  /** Checks the fields; when they pass, shows "busy" and posts them. */
  function send(element: HTMLFormElement, fields: PostedFields, schema: Parser | undefined) {
    const errors = formErrors(form, fields, schema);
    if (Object.keys(errors).length > 0) {
      dispatch({ type: "invalid", errors });
      const invalid = form.toasts?.invalid;
      if (invalid) notify({ status: "error", icon: invalid.icon, message: t(invalid.message) });
      focusFirstInvalid(element, errors);
      return;
    }
    dispatch({ type: "submit" });
    // Sent once the frame that shows "busy" is drawn: set up in the tap's task, the request delayed that frame.
    afterNextFrame(() => void post(element, fields));
  }

  async function post(element: HTMLFormElement, fields: PostedFields) {
    const api = FORM_API[form.kind];
    const base = api.host === "users" ? config.usersApiUrl : config.leadApiUrl;
    try {
      await postJson(apiUrl(base, `/api${api.path}`), submission(form, fields));
    } catch (error) {
      const refusal = error instanceof ApiError ? error : { status: 0 };
      const { errors, formError } = refusalMessages(refusal, form.fieldOf);
      dispatch({ type: "refused", message: formError, errors });
      const failure = form.toasts?.failure;
      if (failure) {
        const message = say(typeof failure === "function" ? failure(formError) : failure) ?? "";
        notify({ status: "error", icon: "alert", message });
      }
      return;
    }
    dispatch({ type: "stored" });
    setGeneration((count) => count + 1);
    if (form.toasts?.success) notify({ status: "success", icon: "check", message: t(form.toasts.success) });
    onStored?.(form.input(fields), element);
  }

  // Render order is form order: the first field asked for that the refused post marked gets focus.
  let focusGiven = false;
  const field = (name: string, fallback = "") => {
    const autoFocus = !focusGiven && generation === 0 && Boolean(posted?.errors[name]);
    focusGiven ||= autoFocus;
    return { name, defaultValue: values[name] ?? fallback, error: say(state.errors[name]), autoFocus };
  };

  return {
    state,
    busy: state.status === "submitting",
    /** The refusal of a post sent without JavaScript, for a form that shows it in its own way. */
    posted,
    /** The values of that refused post, until a submission is stored. */
    values,
    generation,
    say,
    /** The props of a text input, select or textarea: name, first value, message and focus. */
    field,
    checkbox: (name: string) => {
      const { defaultValue, ...props } = field(name);
      return { ...props, defaultChecked: defaultValue === "on" };
    },
    /**
     * With the schema at hand (the usual case: it loads when the form gets focus) the check and "busy"
     * happen within the submit event, so React renders them before the next paint.
     */
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      attempted.current = true;
      const element = event.currentTarget;
      const fields = readFields(element, (event.nativeEvent as SubmitEvent).submitter);
      const schema = schemaAtHand(form.schema);
      if (schema instanceof Promise) void schema.then((loaded) => send(element, fields, loaded));
      else send(element, fields, schema);
    },
    /** The schema is fetched when the visitor first reaches the form, not with the page. */
    onFocus: form.schema ? () => void loadSchemas() : undefined,
    /** Once the visitor has tried to send, the messages follow the typing (for a form that wants it). */
    recheck: (element: HTMLFormElement | null) => {
      if (!attempted.current || !element) return;
      const fields = readFields(element);
      void loadSchema(form.schema).then((schema) =>
        dispatch({ type: "rechecked", errors: formErrors(form, fields, schema) }),
      );
    },
  };
}
