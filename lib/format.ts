/**
 * The one place where dates, numbers, durations and prices become Spanish text (es-ES), so every
 * screen writes them the same way. Pure and client-safe.
 */

const LOCALE = "es-ES";

// "always": es-ES would print 2000 but 15.000, and the plans' own texts read "2.000 anuncios".
const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: "always" });
const oneDecimalFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

const dateStyles = {
  /** "15 mar 2025" */
  medium: { day: "numeric", month: "short", year: "numeric" },
  /** "15 de marzo de 2025" */
  long: { day: "numeric", month: "long", year: "numeric" },
  /** "15/3/2025" */
  short: { day: "numeric", month: "numeric", year: "numeric" },
  /** "15 mar 2025, 14:05" */
  datetime: { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...dateStyles[style], timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A moment as the calendar of `timeZone` reads it, in Spanish ("15 mar 2025"); empty when missing or
 * invalid. The zone is always given (the user's, docs/product.md §2 Zona horaria): the server's own zone
 * would name another day than the browser's and break hydration.
 */
export function formatDate(value: Date | string | number | null | undefined, timeZone: string, style: DateStyle = "medium"): string {
  const date = toDate(value);
  return date ? dateFormat(style, timeZone).format(date) : "";
}

/** Date and time in `timeZone`, in Spanish ("15 mar 2025, 14:05"); empty when missing or invalid. */
export function formatDateTime(value: Date | string | number | null | undefined, timeZone: string): string {
  return formatDate(value, timeZone, "datetime");
}

/** A calendar day that is already a day ("2025-03-15", a daily point) in Spanish: the same in every zone. */
export function formatDay(day: string, style: Exclude<DateStyle, "datetime"> = "medium"): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T00:00:00Z`, "UTC", style) : "";
}

/** An integer with Spanish grouping, four-digit numbers included ("2.000", "12.345"). */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? integerFormat.format(value) : "0";
}

/**
 * Large counts abbreviated from 1,000 (K) and 1,000,000 (M) with one Spanish decimal:
 * 999 → "999", 1.234 → "1,2K", 514.527 → "514,5K", 2.000.000 → "2M".
 */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  if (abs < 1_000) return sign + integerFormat.format(abs);
  const thousands = Math.round(abs / 100) / 10;
  // 999.960 rounds to "1000K": that is a million.
  if (abs < 1_000_000 && thousands < 1_000) return `${sign}${oneDecimalFormat.format(thousands)}K`;
  const millions = Math.round(abs / 100_000) / 10;
  return `${sign}${oneDecimalFormat.format(millions)}M`;
}

/** Elapsed time as m:ss ("0:07", "2:05", "75:00"); negative or invalid durations read "0:00". */
export function formatElapsed(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

/** A monthly plan price: "Gratis" at 0, else dollars with two decimals ("19,99 US$/mes"). */
export function formatPlanPrice(price: number): string {
  if (!Number.isFinite(price) || price <= 0) return "Gratis";
  return `${formatUsd(price, 2)}/mes`;
}

/**
 * The one rule for Spanish number agreement: the singular for exactly one, the plural otherwise (0 too).
 * For a word that agrees with a count shown elsewhere ("Se encontró" / "Se encontraron").
 */
export function byCount(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

/** "1 anuncio" / "3 anuncios" / "0 anuncios": a count with the Spanish singular or plural noun. */
export function pluralize(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${byCount(count, singular, plural)}`;
}

const usdFormats = new Map<number, Intl.NumberFormat>();

/**
 * The one way an amount in US dollars is written, in Spanish (Spain) conventions: "12,3450 US$",
 * "19,00 US$". Four decimals by default, as the credit figures need (a credit is a tenth of a cent).
 */
export function formatUsd(value: number, decimals = 4): string {
  let format = usdFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("es-ES", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    usdFormats.set(decimals, format);
  }
  // Intl puts a no-break space before "US$": keep it, so the amount never wraps away from its currency.
  return format.format(Number.isFinite(value) ? value : 0);
}

/** `text` cut to `limit` characters with an ellipsis, for a card that shows a few lines of a text of any length. */
export function cutText(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
}
