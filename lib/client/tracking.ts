/** Writes to the followed advertisers from the browser (docs/product.md §7), each invalidating the trackings. */
import { api } from "@/lib/api/client";
import type { CheckStats } from "@/lib/services/tracking/check-tracked";
import type { Invalidate, Written } from "@/lib/swr/invalidate";
import type { TrackAdvertiserPayload, UpdateTrackedInput } from "@/lib/validation/tracking";

/** POST /api/tracked-advertisers (docs/product.md §3 creation payload). */
export async function trackAdvertiser(invalidate: Invalidate, payload: TrackAdvertiserPayload): Promise<Written> {
  await api.post("/api/tracked-advertisers", payload);
  return { refreshed: invalidate({ kind: "tracking-created" }) };
}

/** PUT /api/tracked-advertisers/{id}: notes and product type, or pause / resume. */
export async function updateTracked(invalidate: Invalidate, id: string, changes: UpdateTrackedInput): Promise<Written> {
  await api.put(`/api/tracked-advertisers/${id}`, changes);
  return { refreshed: invalidate({ kind: "tracking-updated" }) };
}

/** POST /api/tracked-advertisers/{id}/check: a fresh count now; resolves to what it found. */
export async function checkTracked(invalidate: Invalidate, id: string): Promise<Written<{ stats?: CheckStats }>> {
  const { stats } = await api.post<{ stats?: CheckStats }>(`/api/tracked-advertisers/${id}/check`);
  return { stats, refreshed: invalidate({ kind: "tracking-updated" }) };
}

/** DELETE /api/tracked-advertisers/{id}. */
export async function deleteTracked(invalidate: Invalidate, id: string): Promise<Written> {
  await api.delete(`/api/tracked-advertisers/${id}`);
  return { refreshed: invalidate({ kind: "tracking-updated" }) };
}
