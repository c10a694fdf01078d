import "server-only";
import { Prisma, poolQuery } from "@/lib/db";

export type CurrentUser = {
  id: string;
  name: string;
  email: string;
  role: "admin" | "user";
  sessionVersion: number;
  /** Signed in with a temporary password: every page and API call leads to changing it first. */
  mustChangePassword: boolean;
  /** The zone chosen in Ajustes (null: none chosen) and the browser's last reported one (lib/time-zone.ts). */
  timeZone: string | null;
  browserTimeZone: string | null;
};

/** Loads the user a token or cookie names, or null when the user is gone or the session was revoked. */
export async function loadSessionUser(userId: string, sessionVersion: unknown): Promise<CurrentUser | null> {
  if (!userId || typeof sessionVersion !== "number") return null;
  // Straight to the pool: every API request and page pays for this read (role is text in the reply).
  const rows = await poolQuery<CurrentUser>(Prisma.sql`
    SELECT "id", "name", "email", "role"::text AS "role", "sessionVersion", "mustChangePassword", "timeZone", "browserTimeZone" FROM "User" WHERE "id" = ${userId}`);
  const user = rows[0];
  if (!user || user.sessionVersion !== sessionVersion) return null;
  return user;
}
