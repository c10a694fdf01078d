/** The saved complete searches from the browser (docs/product.md §7). */
import { api } from "@/lib/api/client";
import type { Invalidate, Written } from "@/lib/swr/invalidate";

/** DELETE /api/complete-searches/{id}. */
export async function deleteSavedSearch(invalidate: Invalidate, id: string): Promise<Written> {
  await api.delete(`/api/complete-searches/${encodeURIComponent(id)}`);
  return { refreshed: invalidate({ kind: "saved-search-deleted" }) };
}
