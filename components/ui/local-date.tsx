"use client";

import { formatDate, type DateStyle } from "@/lib/format";
import { useTimeZone } from "@/components/shell/time-zone";

type LocalDateProps = {
  value: Date | string | number | null | undefined;
  /** "datetime": "15 mar 2025, 14:05"; otherwise a calendar date ("medium" by default). */
  format?: DateStyle;
  className?: string;
};

/**
 * A moment in the user's zone (useTimeZone). The server renders with the same zone the browser hydrates
 * with, so the text is there at once and the two never disagree.
 */
export function LocalDate({ value, format = "medium", className }: LocalDateProps) {
  const timeZone = useTimeZone();
  const text = formatDate(value, timeZone, format);
  if (!text) return null;
  const iso = new Date(value as string).toISOString();
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
