"use client";

import { createContext, useContext, useEffect } from "react";
import { useRouter } from "next/navigation";
import { TIME_ZONE_COOKIE } from "@/lib/time-zone-cookie";

const TimeZoneContext = createContext("UTC");

/** One year: the cookie outlives sessions, so the first signed-in page already knows the zone. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Writes the browser's zone to the cookie the server reads; returns it (null when the browser names none). */
function reportBrowserZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return null;
  const current = document.cookie.split("; ").find((c) => c.startsWith(`${TIME_ZONE_COOKIE}=`));
  const value = encodeURIComponent(zone);
  if (current !== `${TIME_ZONE_COOKIE}=${value}`)
    document.cookie = `${TIME_ZONE_COOKIE}=${value}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
  return zone;
}

/** In the root layout: every page, the sign-in screen included, reports the browser's zone. */
export function TimeZoneReport() {
  useEffect(() => void reportBrowserZone(), []);
  return null;
}

// Once per page load at most: a zone the server refuses (an unknown IANA name) must not loop.
let refreshed = false;

/**
 * The signed-in screens' zone, as the server resolved it (docs/product.md §2 Zona horaria): the server
 * renders dates with it and the browser hydrates with the same one, so they never disagree. When the user
 * chose none and the browser is elsewhere than the server assumed (a first visit before the cookie, a
 * trip), the screen is rendered again in the browser's zone.
 */
export function TimeZoneProvider({ zone, chosen, children }: { zone: string; chosen: boolean; children: React.ReactNode }) {
  const router = useRouter();
  useEffect(() => {
    const browser = reportBrowserZone();
    if (!chosen && browser && browser !== zone && !refreshed) {
      refreshed = true;
      router.refresh();
    }
  }, [zone, chosen, router]);
  return <TimeZoneContext value={zone}>{children}</TimeZoneContext>;
}

/** The zone every date on a signed-in screen is written in. */
export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}
