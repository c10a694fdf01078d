/**
 * The shared zod primitives every schema is built from: bodies, query strings and path params alike.
 * PostgreSQL refuses a NUL byte in text and an integer past 2^31−1 with driver errors that would
 * otherwise surface as 500s, so those are refused here, in Spanish, before any query runs.
 */
import * as z from "./zod";
import { messages } from "./zod";

/** PostgreSQL's `integer` range: every Int column. */
export const PG_INT_MAX = 2_147_483_647;
export const PG_INT_MIN = -2_147_483_648;
/** RFC 5321's limit on a forward path; also the rate-limit key's bound. */
export const EMAIL_MAX_LENGTH = 254;

export const primitiveMessages = {
  invalidText: "El texto contiene caracteres no válidos",
  tooLong: (max: number) => `El texto no puede superar ${max} caracteres`,
  required: "Este campo es requerido",
  notANumber: "Debe ser un número",
  notAnInteger: "Debe ser un número entero",
  tooSmall: (min: number) => `Debe ser como mínimo ${min}`,
  tooBig: (max: number) => `Debe ser como máximo ${max}`,
  invalidId: "El identificador no es válido",
  invalidEmail: "El formato del correo electrónico no es válido",
  invalidDate: "La fecha no es válida",
  invalidBoolean: "Debe ser verdadero o falso",
  tooMany: (max: number) => `No puede haber más de ${max} elementos`,
} as const;

/** True for text PostgreSQL and JSON can carry faithfully: no NUL, no lone UTF-16 surrogate. */
export function isSafeText(s: string): boolean {
  return !s.includes("\u0000") && s.isWellFormed();
}

type TextOptions = {
  /** Longest accepted length, after trimming. Required: every text is bounded. */
  max: number;
  /** Shortest accepted length (default 0). With min ≥ 1, `required` is the message for an empty value. */
  min?: number;
  /** Message for a missing or empty value (default 'Este campo es requerido'). */
  required?: string;
  /** Message for a value over `max`. */
  tooLong?: string;
  /** Trim surrounding white space first (default true). */
  trim?: boolean;
};

/**
 * A bounded string that refuses NUL and lone surrogates, in Unicode's composed form (NFC): "Colección"
 * typed with a combining accent is the same collection, tag or name as the one typed with "ó". Chain
 * `.toLowerCase()`, `.regex()` and so on as on any zod string.
 */
export function text({ max, min = 0, required = primitiveMessages.required, tooLong, trim = true }: TextOptions) {
  let s = z.string({ error: required });
  if (trim) s = s.trim();
  s = s.normalize("NFC");
  if (min > 0) s = s.min(min, { error: min === 1 ? required : `Debe tener al menos ${min} caracteres` });
  return s.max(max, { error: tooLong ?? primitiveMessages.tooLong(max) }).refine(isSafeText, { error: primitiveMessages.invalidText });
}

type IntOptions = { min?: number; max?: number; message?: string };

/** A JSON integer within PostgreSQL's `integer` (or tighter bounds). */
export function int({ min = PG_INT_MIN, max = PG_INT_MAX, message }: IntOptions = {}) {
  return z
    .number({ error: message ?? primitiveMessages.notANumber })
    .int({ error: message ?? primitiveMessages.notAnInteger })
    .min(Math.max(min, PG_INT_MIN), { error: message ?? primitiveMessages.tooSmall(min) })
    .max(Math.min(max, PG_INT_MAX), { error: message ?? primitiveMessages.tooBig(max) });
}

/**
 * An integer from a query string or a form field ("20"), bounded like `int`. Blank means absent, so
 * `.default()` applies; anything else that is not a whole number gets the Spanish message.
 */
export function queryInt(opts: IntOptions = {}) {
  return z.preprocess((v) => {
    if (typeof v === "string") return v.trim() === "" ? undefined : Number(v.trim());
    return v;
  }, int(opts));
}

/** A boolean from a query string: "true"/"false" (and "1"/"0"); JSON booleans pass through. */
export const queryBool = z.preprocess(
  (v) => {
    if (v === "true" || v === "1") return true;
    if (v === "false" || v === "0") return false;
    if (v === "") return undefined;
    return v;
  },
  z.boolean({ error: primitiveMessages.invalidBoolean }),
);

/** A row id (cuid), an Ad Library id or a page id: letters, digits, '_' and '-', at most 64. */
export function id(message: string = primitiveMessages.invalidId) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^[0-9A-Za-z_-]{1,64}$/, { error: message });
}

/** `{ id }` route params ( `/api/<resource>/[id]` ). */
export const idParamSchema = z.object({ id: id() });

/** A trimmed, lower-cased e-mail of at most 254 characters. */
export function email({
  required = "El correo electrónico es requerido",
  invalid = primitiveMessages.invalidEmail,
}: { required?: string; invalid?: string } = {}) {
  return text({ max: EMAIL_MAX_LENGTH, min: 1, required, tooLong: invalid })
    .toLowerCase()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: invalid });
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?Z$/;

/**
 * True when 'YYYY-MM-DD' names a day that exists, in years 0001–9999. `Date.parse` is no judge: it
 * rolls 2024-02-30 over to 1 March, while PostgreSQL refuses that day (and year 0000) in a `::date`
 * cast, so a lenient check turns a typo into a 500 or silently into another day.
 */
export function isCalendarDay(s: string): boolean {
  const m = CALENDAR_DAY.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

/**
 * True for a UTC instant as the server writes them ('2026-11-28T10:00:00.000Z') on a real day in
 * years 0001–9999: the range a `::timestamp(3)` cast accepts, unlike `new Date()`, which also takes
 * year 0, negative years and free text.
 */
export function isInstant(s: string): boolean {
  const m = INSTANT.exec(s);
  return m !== null && isCalendarDay(m[1]) && !Number.isNaN(Date.parse(s));
}

type DayRange = { min?: string; max?: string };

/** A calendar day 'YYYY-MM-DD' that exists (date inputs, query filters), optionally within [min, max]. */
export function isoDate(message: string = primitiveMessages.invalidDate, { min, max }: DayRange = {}) {
  return z
    .string({ error: message })
    .trim()
    .refine((s) => isCalendarDay(s) && (min === undefined || s >= min) && (max === undefined || s <= max), { error: message });
}

/**
 * An object that refuses fields it does not list (a whitelist of editable fields), with a Spanish
 * message instead of zod's generic one.
 */
export function strictObject<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? messages.unknownField : messages.invalidBody),
  });
}

/** A bounded array (every list an input carries is bounded). */
export function list<T extends z.ZodType>(item: T, { max, message }: { max: number; message?: string }) {
  return z.array(item).max(max, { error: message ?? primitiveMessages.tooMany(max) });
}

/**
 * A comma-separated query-string list ("a,b") or a JSON array, each item parsed with `item`.
 * Blank items are dropped.
 */
export function queryList<T extends z.ZodType>(item: T, opts: { max: number; message?: string }) {
  return z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    list(item, opts),
  );
}
