/**
 * Calendar days and wall-clock times in a given IANA zone, for the scheduled jobs (snapshot day,
 * monthly reset, each user's analysis time) and a plan's last day. Pure and client-safe.
 */

export type ZonedParts = {
  /** "YYYY-MM-DD" in the zone. */
  day: string;
  year: number;
  /** 1–12 */
  month: number;
  dayOfMonth: number;
  /** "HH:MM" (24 h) in the zone. */
  time: string;
  /** Minutes since local midnight. */
  minutes: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** What a wall clock in `timeZone` reads at `date`. */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const year = Number(parts.year);
  const month = Number(parts.month);
  const dayOfMonth = Number(parts.day);
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    day: `${year}-${pad(month)}-${pad(dayOfMonth)}`,
    year,
    month,
    dayOfMonth,
    time: `${pad(hour)}:${pad(minute)}`,
    minutes: hour * 60 + minute,
  };
}

/** A "YYYY-MM-DD" day as the Date a PostgreSQL `date` column stores (UTC midnight). */
export function dayToDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `date` (ms, whole minutes). */
function offsetAt(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.dayOfMonth, 0, p.minutes);
  return wall - Math.floor(date.getTime() / 60_000) * 60_000;
}

/** The first instant of a "YYYY-MM-DD" day on a wall clock in `timeZone`. */
export function startOfDayIn(day: string, timeZone: string): Date {
  const utcMidnight = dayToDate(day).getTime();
  const first = utcMidnight - offsetAt(new Date(utcMidnight), timeZone);
  const second = utcMidnight - offsetAt(new Date(first), timeZone);
  // Where a DST change skips midnight (America/Santiago in September) one guess lands on the day
  // before; the day starts at the other. Where midnight comes twice, the first one starts it.
  const onTheDay = [first, second].filter((t) => zonedParts(new Date(t), timeZone).day >= day);
  return new Date(onTheDay.length > 0 ? Math.min(...onTheDay) : Math.max(first, second));
}

/** The last instant (ms) of a "YYYY-MM-DD" day on a wall clock in `timeZone`. */
export function endOfDayIn(day: string, timeZone: string): Date {
  const next = dayToDate(day);
  next.setUTCDate(next.getUTCDate() + 1);
  return new Date(startOfDayIn(next.toISOString().slice(0, 10), timeZone).getTime() - 1);
}

/** "HH:MM" → minutes since midnight. */
export function timeToMinutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

/**
 * The zones a user can pick for the daily analysis: those of the countries the search offers (docs/product.md §9),
 * labelled in Spanish. Countries spanning several zones list their main ones.
 */
export const TIME_ZONE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: "America/Bogota", label: "Colombia, Ecuador, Panamá, Perú (Bogotá)" },
  { value: "America/Mexico_City", label: "México (Ciudad de México)" },
  { value: "America/Tijuana", label: "México (Tijuana)" },
  { value: "America/Argentina/Buenos_Aires", label: "Argentina (Buenos Aires)" },
  { value: "America/La_Paz", label: "Bolivia (La Paz)" },
  { value: "America/Sao_Paulo", label: "Brasil (São Paulo)" },
  { value: "America/Manaus", label: "Brasil (Manaos)" },
  { value: "America/Santiago", label: "Chile (Santiago)" },
  { value: "America/Costa_Rica", label: "Costa Rica, El Salvador, Guatemala, Honduras, Nicaragua" },
  { value: "America/Santo_Domingo", label: "República Dominicana, Puerto Rico" },
  { value: "America/Asuncion", label: "Paraguay (Asunción)" },
  { value: "America/Montevideo", label: "Uruguay (Montevideo)" },
  { value: "America/Caracas", label: "Venezuela (Caracas)" },
  { value: "America/New_York", label: "Estados Unidos y Canadá (Este)" },
  { value: "America/Chicago", label: "Estados Unidos y Canadá (Centro)" },
  { value: "America/Denver", label: "Estados Unidos y Canadá (Montaña)" },
  { value: "America/Los_Angeles", label: "Estados Unidos y Canadá (Pacífico)" },
  { value: "Europe/Madrid", label: "España (Madrid)" },
  { value: "Atlantic/Canary", label: "España (Canarias)" },
  { value: "Europe/Lisbon", label: "Portugal (Lisboa)" },
  { value: "Europe/London", label: "Reino Unido, Irlanda (Londres)" },
  { value: "Europe/Paris", label: "Francia, Bélgica, Países Bajos, Suiza (París)" },
  { value: "Europe/Berlin", label: "Alemania, Austria, Italia, Polonia, Suecia (Berlín)" },
  { value: "Europe/Istanbul", label: "Turquía (Estambul)" },
  { value: "Africa/Casablanca", label: "Marruecos (Casablanca)" },
  { value: "Africa/Johannesburg", label: "Sudáfrica (Johannesburgo)" },
  { value: "Asia/Jerusalem", label: "Israel (Jerusalén)" },
  { value: "Asia/Dubai", label: "Emiratos Árabes Unidos (Dubái)" },
  { value: "Asia/Kolkata", label: "India (Calcuta)" },
  { value: "Asia/Jakarta", label: "Indonesia (Yakarta)" },
  { value: "Asia/Manila", label: "Filipinas (Manila)" },
  { value: "Asia/Tokyo", label: "Japón (Tokio)" },
  { value: "Asia/Seoul", label: "Corea del Sur (Seúl)" },
  { value: "Australia/Sydney", label: "Australia (Sídney)" },
  { value: "Pacific/Auckland", label: "Nueva Zelanda (Auckland)" },
];

/** The longest zone name kept, from a browser or chosen in Ajustes (IANA names are far shorter). */
export const TIME_ZONE_MAX_LENGTH = 64;

/** A zone a browser reported, when it is one (a cookie is anyone's text). */
export function reportedTimeZone(value: string | null | undefined): string | null {
  return value && value.length <= TIME_ZONE_MAX_LENGTH && isTimeZone(value) ? value : null;
}

/** "UTC+09:00", "UTC-05:00": how far the zone's clock is from UTC at `at`. */
export function utcOffsetLabel(timeZone: string, at: Date = new Date()): string {
  const minutes = Math.round(offsetAt(at, timeZone) / 60_000);
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `UTC${minutes < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The zone select's options: the list, preceded by each of `current` (the saved zone, the browser's) that
 * is a zone but not listed, named by its IANA name and UTC offset, so the select shows the zone in use
 * rather than the list's first.
 */
export function timeZoneOptions(
  current: readonly (string | null | undefined)[],
  at: Date = new Date(),
): { value: string; label: string }[] {
  const extra = [...new Set(current)].filter(
    (z): z is string => typeof z === "string" && reportedTimeZone(z) !== null && !TIME_ZONE_OPTIONS.some((o) => o.value === z),
  );
  return [...extra.map((value) => ({ value, label: `${value} (${utcOffsetLabel(value, at)})` })), ...TIME_ZONE_OPTIONS];
}

export type ViewerTimeZone = {
  /** The zone the screen's dates are written in. */
  zone: string;
  /** The user chose it in Ajustes; otherwise it follows the browser. */
  chosen: boolean;
};

/**
 * The one zone a user's dates are read in, on every screen, in Telegram and in the jobs: the one chosen in
 * Ajustes, else the browser's last reported one, else the app's (APP_TIMEZONE, passed as `fallback`).
 */
export function userTimeZone(user: { timeZone: string | null; browserTimeZone: string | null }, fallback: string): string {
  return user.timeZone ?? user.browserTimeZone ?? fallback;
}
