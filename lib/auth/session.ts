import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { authUrlFor, ORIGIN_HEADER } from "@/lib/auth/origin";
import { auth } from "@/lib/auth/config";
import { loadSessionUser, type CurrentUser } from "@/lib/auth/current-user";

/**
 * The signed-in user of a page or server action (cookie session), verified against the database.
 * Memoized per request: the layout and the page both ask, and one lookup answers both.
 */
export const getSessionUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await auth();
  const data = session as unknown as { user?: { id?: string }; sv?: unknown } | null;
  if (!data?.user?.id) return null;
  return loadSessionUser(data.user.id, data.sv);
});

/**
 * The signed-in user, or a redirect to /auth. The proxy already sent visitors without a cookie there;
 * this catches a cookie revoked since (logout elsewhere, password change) and keeps the origin too.
 */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getSessionUser();
  if (!user) redirect(authUrlFor((await headers()).get(ORIGIN_HEADER)));
  return user;
}
