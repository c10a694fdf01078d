/**
 * Calendar days typed as a Spanish reader writes them (dd/mm/aaaa), whatever the browser's locale: a
 * native <input type="date"> shows mm/dd/yyyy on an en-US system. Pure and client-safe;
 * the value the app stores and sends stays 'YYYY-MM-DD'.
 */

export const DAY_INPUT_PLACEHOLDER = "dd/mm/aaaa";
export const DAY_INPUT_INVALID = "Escribe una fecha válida como dd/mm/aaaa (por ejemplo, 31/01/2026)";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day 'YYYY-MM-DD' (31 February is not). */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  return m !== null && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, "0");

/** 'YYYY-MM-DD' → 'dd/mm/aaaa'; anything else is returned unchanged (a half-typed text stays as typed). */
export function formatDayInput(value: string): string {
  const m = ISO_DAY.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** 'd/m/aaaa' or 'dd/mm/aaaa' (also with '-' or '.') → 'YYYY-MM-DD'; null when it is not a real day. */
export function parseDayInput(text: string): string | null {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isCalendarDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/**
 * Shapes what is being typed: digits get their slashes as they come ('3101' → '31/01', then
 * '31/01/2026'), a typed separator closes a part early (so '1/2/2026' stays a valid day), letters are
 * dropped. No trailing slash is added, so Backspace removes a digit instead of fighting the mask.
 */
export function maskDayInput(raw: string): string {
  const parts = [""];
  for (const ch of raw) {
    const i = parts.length - 1;
    if (/\d/.test(ch)) {
      if (parts[i].length < (i === 2 ? 4 : 2)) parts[i] += ch;
      else if (i < 2) parts.push(ch);
      else break;
    } else if (/[/.-]/.test(ch) && parts[i] !== "" && i < 2) {
      parts.push("");
    }
  }
  return parts.join("/");
}

/** The bounds a filter may apply: only real days, and only in order (the fields say what is wrong). */
export function appliedDayRange({ dateFrom, dateTo }: { dateFrom: string; dateTo: string }): { dateFrom: string; dateTo: string } {
  const from = isIsoDay(dateFrom) ? dateFrom : "";
  const to = isIsoDay(dateTo) ? dateTo : "";
  return from && to && from > to ? { dateFrom: "", dateTo: "" } : { dateFrom: from, dateTo: to };
}
