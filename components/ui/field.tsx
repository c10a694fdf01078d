import { cloneElement } from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

type FieldProps = {
  /** The control's id; the label points at it and the error/hint ids derive from it. */
  id: string;
  label: React.ReactNode;
  /** Validation message shown under the control (docs/product.md §5 wording). */
  error?: string;
  hint?: React.ReactNode;
  /** Extra content on the label's row, e.g. a character counter or a "forgot password" link. */
  labelAside?: React.ReactNode;
  className?: string;
  /** Exactly one control: it receives id, aria-invalid and aria-describedby. */
  children: React.ReactElement<FieldControlProps>;
};

type FieldControlProps = { id?: string } & Pick<React.AriaAttributes, "aria-invalid" | "aria-describedby">;

/**
 * Label + control + message. Any input component (Input, PasswordInput, SelectTrigger…) gets the
 * accessibility attributes without extra props; a control that sets one of them itself keeps its own.
 * React's cloneElement rather than Radix Slot, whose prop merging is not needed for three attributes and
 * would put Slot in every form's first load (docs/benchmarks.md §3).
 */
export function Field({ id, label, error, hint, labelAside, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("grid gap-1.5", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {cloneElement(children, {
        id: children.props.id ?? id,
        "aria-invalid": children.props["aria-invalid"] ?? (error ? true : undefined),
        "aria-describedby": children.props["aria-describedby"] ?? describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
