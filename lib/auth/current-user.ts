import "server-only";
import { db } from "@/lib/db";

export type CurrentUser = {
  id: string;
  name: string;
  email: string;
  role: "admin" | "user";
  sessionVersion: number;
  /** Signed in with a temporary password: every page and API call leads to changing it first. */
  mustChangePassword: boolean;
};

/** Loads the user a token or cookie names, or null when the user is gone or the session was revoked. */
export async function loadSessionUser(userId: string, sessionVersion: unknown): Promise<CurrentUser | null> {
  if (!userId || typeof sessionVersion !== "number") return null;
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, email: true, role: true, sessionVersion: true, mustChangePassword: true },
  });
  if (!user || user.sessionVersion !== sessionVersion) return null;
  return user;
}
