import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { listSearchHistory } from "@/lib/services/history/search-history";
import { historyKey } from "@/lib/swr/keys";
import { HistoryScreen } from "./history-screen";

export const metadata: Metadata = { title: "Historial" };

export default async function SearchHistoryPage() {
  const user = await requireUser();
  // Page 1 without filters is rendered on the server; filters, pages and stats then go through the API.
  const first = await listSearchHistory(user.id, { page: 1, limit: 20 });
  return <HistoryScreen initial={{ key: historyKey({ page: 1 }), data: { success: true, ...first } }} />;
}
