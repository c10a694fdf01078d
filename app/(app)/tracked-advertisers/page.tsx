import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { getPlanGates } from "@/lib/services/billing/plan-gates";
import { listTrackedAdvertisers } from "@/lib/services/tracking/tracked-advertisers";
import { TrackedAdvertisersScreen } from "./tracked-advertisers-screen";

export const metadata: Metadata = { title: "Anunciantes" };

export default async function TrackedAdvertisersPage() {
  const user = await requireUser();
  // The default view (page 1, Activos) is rendered on the server; filters and pages load through the API.
  const [initial, gates] = await Promise.all([
    listTrackedAdvertisers(user.id, { page: 1, limit: 20, active: true }),
    getPlanGates(user.id),
  ]);
  return <TrackedAdvertisersScreen initial={initial} gates={gates} />;
}
