import { useId, type ComponentProps, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { TEXT_MIN_LENGTH } from "~/lib/form-options";

const LETTERS_AND_DIGITS = /^[\p{L}\p{N}]$/u;

interface FieldFrame {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** Owns label, aria-invalid and aria-describedby, so every field is accessible the same way. */
function Frame({ id, label, error, hint, className, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <ErrorSlot id={id} error={error} />
    </div>
  );
}

/** Always there and a line tall, so a message appearing does not push the fields below it. */
function ErrorSlot({ id, error }: { id: string; error?: string }) {
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}

const described = (id: string, error?: string, hint?: ReactNode) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

/**
 * Text inputs default to a minimum length of 3 (spec §5); `lettersAndDigitsOnly` blocks other keystrokes.
 */
export function TextField({
  label,
  error,
  hint,
  className,
  lettersAndDigitsOnly = false,
  minLength = TEXT_MIN_LENGTH,
  onKeyDown,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement> & { lettersAndDigitsOnly?: boolean }) {
  const id = useId();
  const textual = !input.type || input.type === "text";
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <input
        {...input}
        id={id}
        minLength={textual ? minLength : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        onKeyDown={(event) => {
          if (
            lettersAndDigitsOnly &&
            event.key.length === 1 &&
            !event.ctrlKey &&
            !event.metaKey &&
            !LETTERS_AND_DIGITS.test(event.key)
          ) {
            event.preventDefault();
          }
          onKeyDown?.(event);
        }}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)} {...select}>
        {children}
      </select>
    </Frame>
  );
}

export function TextAreaField({ label, error, hint, className, ...textarea }: FieldFrame & ComponentProps<"textarea">) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        {...textarea}
      />
    </Frame>
  );
}

export function CheckboxField({
  label,
  error,
  className,
  ...input
}: { label: ReactNode; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={`field field-checkbox ${className ?? ""}`}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      <ErrorSlot id={id} error={error} />
    </div>
  );
}
