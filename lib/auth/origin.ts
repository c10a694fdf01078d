import { safeCallbackUrl } from "@/lib/utils";

/** Request header in which proxy.ts hands the visited path (with its query) to server components. */
export const ORIGIN_HEADER = "x-adradar-origin";

/** Where a user signed in with a temporary password is sent until they change it. */
export const CHANGE_PASSWORD_PATH = "/change-password";

/** The /auth URL that brings the visitor back to `origin` after signing in ("/" needs no callback). */
export function authUrlFor(origin: string | null | undefined): string {
  const target = safeCallbackUrl(origin);
  return target === "/" ? "/auth" : `/auth?callbackUrl=${encodeURIComponent(target)}`;
}
