import type { ComponentProps, ReactNode } from "react";
import { Input } from "../ui/input.tsx";
import { Textarea } from "../ui/textarea.tsx";

/*
 * A labelled form control with its hint and validation message. The control stays uncontrolled:
 * the form reads values through FormData, so text typed before hydration is never overwritten.
 */

interface FieldFrameProps {
  id: string;
  label: string;
  /** Text shown next to the label and read after it, e.g. "(optional)". */
  hint?: string;
  /** A line of guidance under the control, read after the hint. */
  description?: string;
  error?: string;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Element ids of a field's label parts, so the control can point at them. */
const hintId = (id: string) => `${id}-hint`;
const descriptionId = (id: string) => `${id}-description`;
export const errorId = (id: string) => `${id}-error`;

function FieldFrame({ id, label, hint, description, error, className, children }: FieldFrameProps) {
  // The message first: it is what a screen reader user needs to hear about an invalid field.
  const describedBy =
    [error && errorId(id), hint && hintId(id), description && descriptionId(id)].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint && (
          <span id={hintId(id)} className="text-sm text-muted">
            {hint}
          </span>
        )}
      </div>
      {children(describedBy)}
      {description && (
        <p id={descriptionId(id)} className="mt-1.5 text-sm text-muted">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

type SharedProps = Omit<FieldFrameProps, "children"> & { required?: boolean };

/** What every control says about itself: `required` as aria-required (the form validates itself). */
const controlAria = (
  id: string,
  required: boolean | undefined,
  error: string | undefined,
  describedBy?: string,
) => ({
  id,
  "aria-required": required || undefined,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": describedBy,
});

/** A one-line text input, 44 px tall. */
export function TextField({
  id,
  label,
  hint,
  description,
  error,
  className,
  required,
  ...input
}: SharedProps & Omit<ComponentProps<"input">, "id" | "required" | "className">) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      description={description}
      error={error}
      className={className}
    >
      {(describedBy) => <Input {...controlAria(id, required, error, describedBy)} {...input} />}
    </FieldFrame>
  );
}

/** A multi-line text input that grows vertically. */
export function TextAreaField({
  id,
  label,
  hint,
  description,
  error,
  className,
  required,
  ...textarea
}: SharedProps & Omit<ComponentProps<"textarea">, "id" | "required" | "className">) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      description={description}
      error={error}
      className={className}
    >
      {(describedBy) => <Textarea {...controlAria(id, required, error, describedBy)} {...textarea} />}
    </FieldFrame>
  );
}
