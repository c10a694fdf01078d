/**
 * The products from the browser (docs/product.md §Productos): following one, invalidating what it changed.
 * Browser-only: every call rides the session cookie.
 */
import { api, type Ok } from "@/lib/api/client";
import type { Invalidate, Written } from "@/lib/swr/invalidate";

/** PUT or DELETE /api/products/{id}/watch: 'Vigilar producto' on or off. */
export async function setProductWatch(
  invalidate: Invalidate,
  productId: string,
  follow: boolean,
): Promise<Written<{ following: boolean }>> {
  const path = `/api/products/${encodeURIComponent(productId)}/watch`;
  const { following } = follow ? await api.put<Ok<{ following: boolean }>>(path, {}) : await api.delete<Ok<{ following: boolean }>>(path);
  return { following, refreshed: invalidate({ kind: "product-watch-changed", productId }) };
}
