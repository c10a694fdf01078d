/**
 * SWR keys are the API paths themselves, so one list names every cached resource: the hooks read
 * through them and `invalidate` matches changes against them. No React here: server pages import the
 * keys of the data they render first.
 */
export { historyKey, savedAdsKey, savedAdsParams } from "./library-keys";
export type { HistoryQuery, SavedAdsQuery } from "./library-keys";

export const USAGE_KEY = "/api/user-plans/usage";
export const PLANS_KEY = "/api/user-plans/plans";

export const ADMIN_USERS_KEY = "/api/admin/users";
export const CREDIT_STATS_KEY = "/api/admin/credits/stats";
export const CREDIT_USERS_KEY = "/api/admin/credits/users";
export const INVITATIONS_KEY = "/api/admin/invitations";

export type AdminUsersQuery = { page: number; q: string; role: "all" | "admin" | "user" };

/** A page of the admin table: 20 accounts, searched by name or e-mail and filtered by role on the server. */
export function adminUsersKey(query: AdminUsersQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: "20" });
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.role !== "all") params.set("role", query.role);
  return `${ADMIN_USERS_KEY}?${params}`;
}

/** A page of 10 invitations, newest first. */
export function invitationsKey(page: number): string {
  return `${INVITATIONS_KEY}?page=${page}&limit=10`;
}

export function adminUserKey(userId: string): string {
  return `/api/admin/users/${encodeURIComponent(userId)}`;
}

export const SAVED_AD_COLLECTIONS_KEY = "/api/saved-ads/collections";
export const SAVED_AD_TAGS_KEY = "/api/saved-ads/tags";

export const SAVED_SEARCHES_LIST_LIMIT = 20;
export const SAVED_SEARCHES_KEY = `/api/complete-searches?limit=${SAVED_SEARCHES_LIST_LIMIT}`;

export type TrackedStatusFilter = "all" | "active" | "inactive";

/** The tracked list's key: page, 20 a page, and `active` ('true' by default; left out for 'Todos'). */
export function trackedAdvertisersKey(page: number, status: TrackedStatusFilter): string {
  const params = new URLSearchParams({ page: String(page), limit: "20" });
  if (status !== "all") params.set("active", status === "active" ? "true" : "false");
  return `/api/tracked-advertisers?${params}`;
}

export const HISTORY_STATS_PATH = "/api/search-history/stats";

/** The archive's filters as the URL and GET /api/archive carry them (blank values are left out). */
export type ArchiveQuery = Partial<
  Record<
    "q" | "country" | "status" | "minDays" | "firstSeenFrom" | "firstSeenTo" | "pageId" | "platform" | "mediaType" | "signals" | "sort",
    string
  >
>;

export const ARCHIVE_PAGE_SIZE = 24;

/** One page of GET /api/archive: the filters, 24 a page, and the cursor of the page before. */
export function archiveKey(query: ArchiveQuery, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  params.set("limit", String(ARCHIVE_PAGE_SIZE));
  if (cursor) params.set("cursor", cursor);
  return `/api/archive?${params}`;
}

export function archivedAdKey(adId: string): string {
  return `/api/ads/${encodeURIComponent(adId)}`;
}

export function advertiserArchiveKey(pageId: string): string {
  return `/api/advertisers/${encodeURIComponent(pageId)}`;
}

export const WATCHES_KEY = "/api/watches";
export const FEED_PATH = "/api/feed";
export const FEED_UNREAD_KEY = "/api/feed/unread";

/** One page of GET /api/feed: the first without a cursor, then each page's `nextCursor`. */
export function feedKey(cursor: string | null): string {
  return cursor ? `${FEED_PATH}?cursor=${encodeURIComponent(cursor)}` : FEED_PATH;
}

export const USER_SETTINGS_KEY = "/api/user/settings";

/** The /products screen's filters as its URL and GET /api/products carry them (blank values left out). */
export const PRODUCT_FILTERS = ["country", "platform", "signals", "firstSeenFrom", "sort"] as const;
export type ProductQuery = Partial<Record<(typeof PRODUCT_FILTERS)[number], string>>;
export const PRODUCT_PAGE_SIZE = 24;

/**
 * The filters as query parameters. Here, not with the screen's other helpers (product-query.ts): every
 * screen loads this module (invalidate), and those bring the archive's and signals' option lists along.
 */
export function productParams(query: ProductQuery): URLSearchParams {
  const p = new URLSearchParams();
  for (const name of PRODUCT_FILTERS) if (query[name]) p.set(name, query[name]);
  return p;
}

/** One page of GET /api/products. */
export function productsKey(query: ProductQuery, cursor: string | null): string {
  const p = productParams(query);
  p.set("limit", String(PRODUCT_PAGE_SIZE));
  if (cursor) p.set("cursor", cursor);
  return `/api/products?${p}`;
}

export function productKey(id: string): string {
  return `/api/products/${encodeURIComponent(id)}`;
}

export function storeKey(domain: string): string {
  return `/api/stores/${encodeURIComponent(domain)}`;
}
