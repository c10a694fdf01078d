import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { readProviderSettings } from "@/lib/providers";

/**
 * Whether the search screen tells this user that its ads come from the demo catalogue.
 * Only admins can act on it (the keys live in the server's environment), and a normal user must never
 * learn which provider the product runs on, so the check is made here, on the server, per request.
 */
export function showsDemoDataNotice(
  user: Pick<CurrentUser, "role">,
  env: Readonly<Record<string, string | undefined>> = process.env,
): boolean {
  return user.role === "admin" && readProviderSettings(env).provider === "demo";
}
