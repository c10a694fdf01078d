import "server-only";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/config";
import { loadSessionUser, type CurrentUser } from "@/lib/auth/current-user";

/** The signed-in user of a page or server action (cookie session), verified against the database. */
export async function getSessionUser(): Promise<CurrentUser | null> {
  const session = await auth();
  const data = session as unknown as { user?: { id?: string }; sv?: unknown } | null;
  if (!data?.user?.id) return null;
  return loadSessionUser(data.user.id, data.sv);
}

export async function requireUser(): Promise<CurrentUser> {
  const user = await getSessionUser();
  if (!user) redirect("/auth");
  return user;
}
