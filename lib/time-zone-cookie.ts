/**
 * The cookie in which the browser reports its zone (`TimeZoneReport` in components/shell/time-zone.tsx),
 * so the server renders dates in it before the user chooses one in Ajustes. Its own module: the shell's
 * first-load JavaScript carries the name alone, not lib/time-zone.ts's list of zones.
 */
export const TIME_ZONE_COOKIE = "adradar-tz";
