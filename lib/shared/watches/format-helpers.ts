/** The few text helpers the watch screens share, over lib/format and the country catalogue. */
import { countryName as catalogueCountryName } from "@/lib/providers/catalog";

const longDay = new Intl.DateTimeFormat("es-ES", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export function countryName(code: string): string {
  return code.toUpperCase() === "ALL" ? "todos los países" : catalogueCountryName(code);
}

/** "lunes, 23 de noviembre de 2026" for a "YYYY-MM-DD" day (read as the calendar day it names). */
export function formatDateLong(day: string): string {
  const text = longDay.format(new Date(`${day}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** "14:05" as a clock in `timeZone` reads it; empty for an invalid moment. */
export function formatTimeIn(value: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  let f = timeFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("es-ES", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
    timeFormats.set(timeZone, f);
  }
  return f.format(date);
}
