import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { listSearchHistory } from "@/lib/services/history/search-history";
import { listWatches } from "@/lib/services/watches/list-watches";
import { historyKey } from "@/lib/swr/keys";
import { HistoryScreen } from "./history-screen";
import { HistoryTabs } from "./history-tabs";
import { WatchesTab } from "./watches-tab";

export const metadata: Metadata = { title: "Historial" };

export default async function SearchHistoryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [user, query] = await Promise.all([requireUser(), searchParams]);
  // Page 1 without filters is rendered on the server; filters, pages and stats then go through the API.
  const [first, watches] = await Promise.all([listSearchHistory(user.id, { page: 1, limit: 20 }), listWatches(user.id)]);
  return (
    <HistoryTabs
      tab={query.tab === "vigilancias" ? "vigilancias" : "busquedas"}
      searches={<HistoryScreen initial={{ key: historyKey({ page: 1 }), data: { success: true, ...first } }} />}
      watches={<WatchesTab initial={watches} />}
    />
  );
}
