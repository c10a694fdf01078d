/**
 * Writes to the ad library from the browser (docs/product.md §7), each invalidating what it changed. The
 * Spanish messages for saving from a card follow docs/product.md §8, chosen by the error's `code`.
 */
import { api, errorMessage, hasCode } from "@/lib/api/client";
import type { SearchAd } from "@/lib/shared/search/ad";
import type { Invalidate, Written } from "@/lib/swr/invalidate";
import type { SaveAdPayload, UpdateSavedAdInput } from "@/lib/validation/saved-ads";

export const SAVE_SUCCESS_MESSAGE = "Anuncio guardado exitosamente";
export const ALREADY_SAVED_MESSAGE = "Este anuncio ya está guardado";
export const SAVE_PLAN_MESSAGE = "Tu plan actual no permite guardar más anuncios. Mejora tu plan para guardar más.";

/**
 * POST /api/saved-ads with the defaults of docs/product.md §9: tags 'búsqueda' + the term, and the collection
 * 'Búsqueda', which the route's schema gives an ad sent without one (DEFAULT_COLLECTION).
 */
export async function saveAdFromSearch(invalidate: Invalidate, ad: SearchAd, searchTerm: string): Promise<Written> {
  const term = searchTerm.trim().toLocaleLowerCase("es");
  const tags = ["búsqueda", ...(term && term !== "búsqueda" ? [term] : [])];
  const payload: SaveAdPayload = { adData: ad, tags, notes: "" };
  await api.post("/api/saved-ads", payload);
  return { refreshed: invalidate({ kind: "ad-saved" }) };
}

/** docs/product.md §8, save one ad: 'already saved' (which the card then shows as saved), plan refusal, or other. */
export function saveErrorMessage(e: unknown): { message: string; alreadySaved: boolean } {
  if (hasCode(e, "CONFLICT")) return { message: ALREADY_SAVED_MESSAGE, alreadySaved: true };
  if (hasCode(e, "PLAN_LIMIT")) return { message: SAVE_PLAN_MESSAGE, alreadySaved: false };
  return { message: `Error al guardar el anuncio: ${errorMessage(e, "Error desconocido")}`, alreadySaved: false };
}

/** PUT /api/saved-ads/{id}: notes, tags, collection or the favourite mark. */
export async function updateSavedAd(invalidate: Invalidate, id: string, patch: UpdateSavedAdInput): Promise<Written> {
  await api.put(`/api/saved-ads/${id}`, patch);
  return { refreshed: invalidate({ kind: "ad-updated" }) };
}

/** DELETE /api/saved-ads/{id}; `adId` is the ad's own id, which a persisted search's cards know it by. */
export async function deleteSavedAd(invalidate: Invalidate, id: string, adId: string): Promise<Written> {
  await api.delete(`/api/saved-ads/${id}`);
  return { refreshed: invalidate({ kind: "ad-deleted", adId }) };
}
