"use client";

import { formatDate, formatDateTime } from "@/lib/format";
import { useHydrated } from "@/lib/hooks/use-hydrated";

type LocalDateProps = {
  value: Date | string | number | null | undefined;
  /** "datetime": "15 mar 2025, 14:05"; otherwise a formatDate style. */
  format?: "datetime" | "medium" | "long" | "short";
  className?: string;
};

/**
 * A moment in the browser's time zone. The server does not know that zone, so the text is written only
 * once the page is hydrated (a blank of the same kind until then): server and browser never disagree.
 */
export function LocalDate({ value, format = "medium", className }: LocalDateProps) {
  const hydrated = useHydrated();
  const text = format === "datetime" ? formatDateTime(value) : formatDate(value, format);
  if (!text) return null;
  const iso = new Date(value as string).toISOString();
  return (
    <time dateTime={iso} className={className}>
      {hydrated ? text : "\u00a0"}
    </time>
  );
}
