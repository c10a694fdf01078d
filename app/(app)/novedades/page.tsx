import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { getPlanGates } from "@/lib/services/billing/plan-gates";
import { listFeed } from "@/lib/services/feed/list-feed";
import { FeedScreen } from "./feed-screen";

export const metadata: Metadata = { title: "Novedades" };

export default async function NovedadesPage() {
  const user = await requireUser();
  const [first, gates] = await Promise.all([listFeed(user.id), getPlanGates(user.id)]);
  return <FeedScreen initial={first} gates={gates} />;
}
