import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { getPlanGates } from "@/lib/services/billing/plan-gates";
import { listFeed } from "@/lib/services/feed/list-feed";
import { getUserSettings } from "@/lib/services/settings/user-settings";
import { FeedScreen } from "./feed-screen";

export const metadata: Metadata = { title: "Novedades" };

export default async function NovedadesPage() {
  const user = await requireUser();
  // Days are grouped in the zone the user's messages are sent in, the same on the server and in the browser.
  const [{ timeZone }, first, gates] = await Promise.all([getUserSettings(user.id), listFeed(user.id), getPlanGates(user.id)]);
  return <FeedScreen timeZone={timeZone} initial={first} gates={gates} />;
}
