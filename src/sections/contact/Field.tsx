import type { ComponentProps, ReactNode } from "react";
import { Input } from "#src/components/ui/input.tsx";
import { Textarea } from "#src/components/ui/textarea.tsx";

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

type FrameProps = Omit<FieldFrameProps, "children">;
type SharedProps = FrameProps & { required?: boolean };

/**
 * Splits a field's props into the frame's and the control's, and adds what every control says
 * about itself: `required` as aria-required (the form validates itself), aria-invalid, and the
 * ids of its message, hint and description.
 */
function splitField<Control extends object>({
  id,
  label,
  hint,
  description,
  error,
  className,
  required,
  ...control
}: SharedProps & Control) {
  const frame: FrameProps = { id, label, hint, description, error, className };
  const aria = (describedBy: string | undefined) => ({
    id,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    ...control,
  });
  return { frame, aria };
}

type ControlProps<Tag extends "input" | "textarea"> = SharedProps &
  Omit<ComponentProps<Tag>, "id" | "required" | "className">;

/** A one-line text input, 44 px tall. */
export function TextField(props: ControlProps<"input">) {
  const { frame, aria } = splitField(props);
  return <FieldFrame {...frame}>{(describedBy) => <Input {...aria(describedBy)} />}</FieldFrame>;
}

/** A multi-line text input that grows vertically. */
export function TextAreaField(props: ControlProps<"textarea">) {
  const { frame, aria } = splitField(props);
  return <FieldFrame {...frame}>{(describedBy) => <Textarea {...aria(describedBy)} />}</FieldFrame>;
}
