"use client";

import { useEffect, useState } from "react";
import { DAY_INPUT_INVALID, DAY_INPUT_PLACEHOLDER, formatDayInput, maskDayInput, parseDayInput } from "@/lib/day-input";
import { Field } from "./field";
import { Input } from "./input";

type DateFieldProps = {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** A message from the form's own validation; the field's format and range messages come first. */
  error?: string;
  /** Controlled: 'YYYY-MM-DD', '' or a half-typed text (see `onChange`). */
  value?: string;
  /** Uncontrolled start value, 'YYYY-MM-DD' or ''. */
  defaultValue?: string;
  /**
   * Called on each keystroke with 'YYYY-MM-DD' when the text is a real day, '' when empty, else the text
   * as typed: never a valid ISO day, so the shared zod `isoDate` refuses it and the form shows why.
   */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** With `name`, a hidden input carries the 'YYYY-MM-DD' value in plain forms (FormData). */
  name?: string;
  /** Earliest and latest allowed days, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  disabled?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
  className?: string;
};

function rangeError(day: string, min?: string, max?: string): string | null {
  if (min && day < min) return `La fecha no puede ser anterior al ${formatDayInput(min)}`;
  if (max && day > max) return `La fecha no puede ser posterior al ${formatDayInput(max)}`;
  return null;
}

/**
 * A calendar day typed as dd/mm/aaaa, whatever the browser's locale: a text input with a
 * mask, a Spanish message when the text is not a real day, and the browser's own validity set to that
 * message so a plain form is not submitted with it.
 */
export function DateField({
  id,
  label,
  hint,
  error,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  min,
  max,
  disabled,
  inputRef,
  className,
}: DateFieldProps) {
  const [text, setText] = useState(() => formatDayInput(value ?? defaultValue ?? ""));
  // The last value this field reported: a different `value` comes from outside (a reset) and replaces the text.
  const [reported, setReported] = useState(value);
  const [touched, setTouched] = useState(false);
  if (value !== undefined && value !== reported) {
    setReported(value);
    setText(formatDayInput(value));
    setTouched(false);
  }

  const day = parseDayInput(text);
  const formatError = text !== "" && day === null && (touched || text.length >= 10) ? DAY_INPUT_INVALID : null;
  const ownError = formatError ?? (day ? rangeError(day, min, max) : null);
  const blocking = (text !== "" && day === null ? DAY_INPUT_INVALID : null) ?? (day ? rangeError(day, min, max) : null);

  // By id rather than a ref of our own: `inputRef` (react-hook-form's) keeps the element.
  useEffect(() => {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) input.setCustomValidity(blocking ?? "");
  }, [id, blocking]);

  function change(raw: string) {
    const next = maskDayInput(raw);
    const parsed = parseDayInput(next);
    const out = next === "" ? "" : (parsed ?? next);
    setText(next);
    setReported(out);
    onChange?.(out);
  }

  function blur() {
    setTouched(true);
    // '1/2/2026' reads back as '01/02/2026', the form it is shown in everywhere else.
    if (day) setText(formatDayInput(day));
    onBlur?.();
  }

  return (
    <>
      <Field id={id} label={label} hint={hint} error={ownError ?? error} className={className}>
        <Input
          ref={inputRef}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={DAY_INPUT_PLACEHOLDER}
          maxLength={10}
          value={text}
          disabled={disabled}
          onChange={(event) => change(event.target.value)}
          onBlur={blur}
        />
      </Field>
      {name ? <input type="hidden" name={name} value={day ?? ""} /> : null}
    </>
  );
}
