import { clsx, type ClassValue } from "clsx";
import { twMerge } from "@/lib/tailwind-merge";

/** Joins class names and lets a later Tailwind class override a conflicting earlier one (`px-2` vs `px-4`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Runs `fn` once the browser has painted the next frame (browser only). For work that would otherwise
 * force a synchronous style and layout of content React has just inserted, such as a toast measuring
 * its own height right after a grid of cards.
 */
export function afterNextPaint(fn: () => void): void {
  requestAnimationFrame(() => setTimeout(fn, 0));
}

// Any absolute URL is fine as a base: it only tells us whether the path would leave our origin.
const PROBE_ORIGIN = "http://adradar.invalid";

/**
 * The post-login destination taken from a `callbackUrl` query value, or "/" when it is missing or could
 * lead off-site. Only same-origin relative paths pass: "//host" (protocol-relative), "/\host" (browsers
 * read the backslash as a slash) and control characters are all refused, so the parameter cannot be
 * used as an open redirect.
 */
export function safeCallbackUrl(value: unknown): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/";
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
