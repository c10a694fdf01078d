/**
 * The ad page's URL. Opened from a search card it carries `?desde=busqueda`, and the page's back link then
 * leads to the search instead of the archive (docs/product.md, `/ads/[id]`).
 */
export const AD_PAGE_FROM_SEARCH = { param: "desde", value: "busqueda" } as const;

export function adHref(adId: string, from?: "search"): string {
  const path = `/ads/${encodeURIComponent(adId)}`;
  return from === "search" ? `${path}?${AD_PAGE_FROM_SEARCH.param}=${AD_PAGE_FROM_SEARCH.value}` : path;
}
