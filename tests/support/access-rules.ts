// The declared access rule of every API route and every screen. The access-matrix suites
// generate their cases from the files on disk and fail when one has no rule here, or a rule names a
// file that no longer exists. Adding a route means deciding who may call it, in this one table.
import type { MarkerKey, World } from "./access-world";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof HTTP_METHODS)[number];

/**
 * - `public`: anyone, signed in or not (`status`: the reply every identity gets, when fixed).
 * - `secret`: a shared-secret header, not a session, opens it: without it every identity gets a 401.
 * - `signed-in`: any signed-in user; the data is shared (the ad archive) or the call touches only the caller.
 * - `own-data`: the caller's own rows (a list, their settings, a save into their library). Another user
 *   sees none of the owner's rows and changes none of them; `shows` lists what the owner does see.
 * - `owner-only`: the path names one owned row. Its owner gets a 2xx; anyone else a 404 (or 403) with
 *   nothing of the row in the body, and their writes change nothing.
 * - `admin`: the role is checked on the server: anonymous 401, a user 403.
 */
export type Access =
  | { access: "public"; status?: number }
  | { access: "secret" }
  | { access: "signed-in" }
  | { access: "own-data"; shows?: MarkerKey[] }
  | { access: "owner-only"; shows?: MarkerKey[] }
  | { access: "admin" };

export type MethodRule = Access & {
  query?: (w: World) => Record<string, string>;
  body?: (w: World) => unknown;
  /**
   * Why another user's reply is not compared with a fresh user's: a list of the whole archive or
   * catalogue that reads no user's rows, which test files running beside this one grow meanwhile.
   */
  sharedList?: string;
  /** The request is a valid one: every signed-in caller gets a 2xx (so the comparison compares answers). */
  succeeds?: true;
};

export type RouteRule = {
  params?: (w: World) => Record<string, string | string[]>;
  methods: Partial<Record<Method, MethodRule>>;
};

/** Served by third-party libraries that do their own checks; their replies are not ours to shape. */
export const THIRD_PARTY_ROUTES: Record<string, string> = {
  "nextauth/[...nextauth]/route.ts": "Auth.js's sign-in, session and CSRF endpoints",
  "inngest/route.ts": "Inngest's serve(): its signed protocol, a JSON 503 without an engine (integrity.test.ts)",
};

const savedAd = (w: World) => ({ id: w.savedAdId });
const tracked = (w: World) => ({ id: w.trackedId });
// Another user's own search: never the owner's term, which a reply may echo back.
export const searchParams = () => ({ value: "crema", country: "ALL", minDays: 0 });
// The same search as an Ad Library link, for the multiple-pages walk.
const libraryUrl =
  "https://www.facebook.com/ads/library/?active_status=active&ad_type=all&country=ALL&q=crema&search_type=keyword_unordered";
// The advertiser of an ad the search returns, whom the owner follows.
const searchAdvertiser = (w: World) => ({ pageId: w.searchAd.page_id, country: "ALL" });

/** Keyed by the route file under app/api. */
export const ROUTE_RULES: Record<string, RouteRule> = {
  "[...path]/route.ts": {
    params: () => ({ path: ["no-existe"] }),
    methods: Object.fromEntries(HTTP_METHODS.map((m) => [m, { access: "public", status: 404 }])),
  },
  "health/route.ts": { methods: { GET: { access: "public" } } },
  "auth/login/route.ts": { methods: { POST: { access: "public" } } },
  "auth/register/route.ts": { methods: { POST: { access: "public" } } },
  "auth/verify/route.ts": { methods: { POST: { access: "public" } } },
  "telegram/webhook/route.ts": { methods: { POST: { access: "secret" } } },

  "auth/me/route.ts": { methods: { GET: { access: "own-data" } } },
  "auth/logout/route.ts": { methods: { POST: { access: "own-data" } } },
  "auth/change-password/route.ts": {
    methods: { PUT: { access: "own-data", body: () => ({ currentPassword: "no-es-la-clave", newPassword: "otra-clave-123" }) } },
  },
  "user/settings/route.ts": {
    methods: {
      GET: { access: "own-data", shows: ["telegramUsername"] },
      PUT: { access: "own-data", body: () => ({ analysisTime: "10:30" }) },
    },
  },
  "user/settings/test-notification/route.ts": { methods: { POST: { access: "own-data" } } },
  // A deep link for the caller's own account; DELETE unlinks the caller's own chat.
  "user/telegram/link/route.ts": { methods: { POST: { access: "own-data" }, DELETE: { access: "own-data" } } },
  "user-plans/limits/route.ts": { methods: { GET: { access: "own-data" } } },
  "user-plans/usage/route.ts": { methods: { GET: { access: "own-data" } } },
  "user-plans/plans/route.ts": { methods: { GET: { access: "signed-in", sharedList: "the plans table, which plan tests extend" } } },
  // A user route whose service refuses everyone but admins (docs/product.md §7).
  "user-plans/upgrade/route.ts": { methods: { POST: { access: "admin", body: () => ({ planType: "pioneros" }) } } },

  // Valid requests for every identity: a refusal for a malformed body would compare nothing.
  "search/route.ts": { methods: { POST: { access: "own-data", succeeds: true, body: searchParams } } },
  "search/multiple-pages/route.ts": {
    methods: { GET: { access: "own-data", succeeds: true, query: () => ({ initialUrl: libraryUrl, maxPages: "1" }) } },
  },
  "suggestions/route.ts": {
    methods: { POST: { access: "signed-in", succeeds: true, body: () => ({ idea: "crema hidratante natural" }) } },
  },
  "suggestions/health/route.ts": { methods: { GET: { access: "signed-in" } } },
  "proxy-image/route.ts": { methods: { GET: { access: "signed-in" } } },
  // The world's advertiser only: other test files add ads to the archive meanwhile.
  "archive/route.ts": { methods: { GET: { access: "signed-in", succeeds: true, query: (w) => ({ pageId: w.pageId }) } } },
  "ads/[id]/route.ts": { params: (w) => ({ id: w.adId }), methods: { GET: { access: "signed-in" } } },
  "ads/[id]/thumbnail/route.ts": { params: (w) => ({ id: w.adId }), methods: { GET: { access: "signed-in" } } },
  // The archive's ads are shared; the analysis too (one per ad and model version, whoever ran it).
  "ads/[id]/analysis/route.ts": {
    params: (w) => ({ id: w.adId }),
    methods: { GET: { access: "signed-in" }, POST: { access: "signed-in", body: () => ({}) } },
  },
  "ads/[id]/transcript/route.ts": { params: (w) => ({ id: w.adId }), methods: { GET: { access: "signed-in" } } },
  "advertisers/[pageId]/route.ts": { params: (w) => ({ pageId: w.pageId }), methods: { GET: { access: "signed-in" } } },
  "ads/advertiser-stats/route.ts": { methods: { POST: { access: "signed-in", succeeds: true, body: searchAdvertiser } } },
  // Products and stores are computed from the shared archive; following one is the caller's own.
  "products/route.ts": { methods: { GET: { access: "signed-in", sharedList: "listProducts takes no user: the catalogue alone" } } },
  "products/[id]/route.ts": { params: (w) => ({ id: w.productId }), methods: { GET: { access: "signed-in", succeeds: true } } },
  "products/[id]/watch/route.ts": {
    params: (w) => ({ id: w.productId }),
    methods: { PUT: { access: "own-data", succeeds: true }, DELETE: { access: "own-data", succeeds: true } },
  },
  "stores/[domain]/route.ts": { params: (w) => ({ domain: w.storeDomain }), methods: { GET: { access: "signed-in", succeeds: true } } },
  "ads/cancel-pending/route.ts": { methods: { POST: { access: "own-data" } } },
  "ads/scrape-advertiser/route.ts": { methods: { POST: { access: "own-data", succeeds: true, body: searchAdvertiser } } },

  "saved-ads/route.ts": {
    methods: {
      GET: { access: "own-data", shows: ["notes", "tag", "collection"] },
      POST: { access: "own-data", body: (w) => ({ adData: { id: w.adId }, notes: "copia" }) },
    },
  },
  "saved-ads/[id]/route.ts": {
    params: savedAd,
    methods: {
      PUT: { access: "owner-only", body: () => ({ notes: "cambiada por otro", isFavorite: true, tags: ["robada"] }) },
      DELETE: { access: "owner-only" },
    },
  },
  "saved-ads/[id]/media/[n]/route.ts": { params: (w) => ({ id: w.savedAdId, n: "0" }), methods: { GET: { access: "owner-only" } } },
  "saved-ads/bulk/route.ts": { methods: { POST: { access: "own-data", body: (w) => ({ ads: [{ id: w.adId }] }) } } },
  "saved-ads/collections/route.ts": { methods: { GET: { access: "own-data", shows: ["collection"] } } },
  "saved-ads/tags/route.ts": { methods: { GET: { access: "own-data", shows: ["tag"] } } },
  "saved-ads/export/route.ts": { methods: { GET: { access: "own-data", shows: ["notes"] } } },

  "tracked-advertisers/route.ts": {
    methods: {
      GET: { access: "own-data", shows: ["trackedNotes"], query: () => ({ active: "all" }) },
      POST: { access: "own-data", body: (w) => ({ pageId: w.pageId, pageName: "Tienda Matriz", country: "ES" }) },
    },
  },
  "tracked-advertisers/[id]/route.ts": {
    params: tracked,
    methods: {
      PUT: { access: "owner-only", body: () => ({ notes: "cambiada por otro", active: false }) },
      DELETE: { access: "owner-only" },
    },
  },
  "tracked-advertisers/[id]/check/route.ts": { params: tracked, methods: { POST: { access: "owner-only" } } },
  "tracked-advertisers/stats/route.ts": { methods: { GET: { access: "own-data" } } },

  "complete-searches/route.ts": {
    methods: {
      GET: { access: "own-data", shows: ["searchName"] },
      POST: { access: "own-data", body: (w) => ({ searchParams: searchParams(), adIds: [w.adId] }) },
    },
  },
  "complete-searches/[id]/route.ts": {
    params: (w) => ({ id: w.completeSearchId }),
    methods: { GET: { access: "owner-only", shows: ["searchName"] }, DELETE: { access: "owner-only" } },
  },
  "complete-searches/search/route.ts": { methods: { GET: { access: "own-data", shows: ["searchName"] } } },
  "complete-searches/stats/route.ts": { methods: { GET: { access: "own-data" } } },
  "search-history/route.ts": { methods: { GET: { access: "own-data", shows: ["historyTerm"] } } },
  "search-history/stats/route.ts": { methods: { GET: { access: "own-data" } } },

  "watches/route.ts": {
    methods: {
      GET: { access: "own-data", shows: ["watchName"] },
      // Another user's complete search, by its id: refused as if it did not exist.
      POST: { access: "own-data", body: (w) => ({ completeSearchId: w.completeSearchId, name: "Copia" }) },
    },
  },
  "watches/[id]/route.ts": {
    params: (w) => ({ id: w.watchId }),
    methods: {
      PATCH: { access: "owner-only", body: () => ({ name: "Cambiada por otro", status: "paused" }) },
      DELETE: { access: "owner-only" },
    },
  },
  "feed/route.ts": { methods: { GET: { access: "own-data", shows: ["feedTitle"] } } },
  "feed/unread/route.ts": { methods: { GET: { access: "own-data" } } },
  // Another user naming the owner's entry must not mark it read.
  "feed/read/route.ts": { methods: { POST: { access: "own-data", body: (w) => ({ ids: [w.feedItemId] }) } } },

  "admin/credits/stats/route.ts": { methods: { GET: { access: "admin" } } },
  "admin/credits/users/route.ts": { methods: { GET: { access: "admin" } } },
  "admin/invitations/route.ts": { methods: { GET: { access: "admin" }, POST: { access: "admin" } } },
  "admin/invitations/[id]/route.ts": { params: () => ({ id: "cinvitacionquenoexiste0" }), methods: { DELETE: { access: "admin" } } },
  "admin/plans/[type]/route.ts": { params: () => ({ type: "plan-que-no-existe" }), methods: { PUT: { access: "admin" } } },
  "admin/settings/plan-contact/route.ts": { methods: { PUT: { access: "admin" } } },
  "admin/users/route.ts": { methods: { GET: { access: "admin" } } },
  "admin/users/create/route.ts": { methods: { POST: { access: "admin" } } },
  "admin/users/plan/route.ts": { methods: { POST: { access: "admin" } } },
  "admin/users/[id]/route.ts": { params: (w) => ({ id: w.owner.id }), methods: { GET: { access: "admin" }, PUT: { access: "admin" } } },
  "admin/users/[id]/password/route.ts": { params: (w) => ({ id: w.owner.id }), methods: { GET: { access: "admin" } } },
};

/** Screens (app/**\/page.tsx as app paths): who may open them, and a URL to open for dynamic ones. */
type PageIds = { adId: string; pageId: string; productId: string; storeDomain: string };
export type PageRule = { access: "public" | "signed-in" | "admin"; url?: (w: PageIds) => string };

export const PAGE_RULES: Record<string, PageRule> = {
  "/(auth)/auth/page": { access: "public" },
  "/change-password/page": { access: "signed-in" },
  "/(app)/page": { access: "signed-in" },
  "/(app)/search/page": { access: "signed-in" },
  "/(app)/search-history/page": { access: "signed-in" },
  "/(app)/saved-ads/page": { access: "signed-in" },
  "/(app)/tracked-advertisers/page": { access: "signed-in" },
  "/(app)/archive/page": { access: "signed-in" },
  "/(app)/ads/[id]/page": { access: "signed-in", url: (w) => `/ads/${w.adId}` },
  "/(app)/advertisers/[pageId]/page": { access: "signed-in", url: (w) => `/advertisers/${w.pageId}` },
  "/(app)/products/page": { access: "signed-in" },
  "/(app)/products/[id]/page": { access: "signed-in", url: (w) => `/products/${w.productId}` },
  "/(app)/stores/[domain]/page": { access: "signed-in", url: (w) => `/stores/${w.storeDomain}` },
  "/(app)/stats/page": { access: "signed-in" },
  "/(app)/novedades/page": { access: "signed-in" },
  "/(app)/settings/page": { access: "signed-in" },
  "/(app)/user-plans/page": { access: "signed-in" },
  "/(app)/pages/page": { access: "signed-in" },
  "/(app)/admin/users/page": { access: "admin" },
};

/** The URL of a screen: its app path without route groups, or the rule's own for dynamic segments. */
export function pageUrl(file: string, rule: PageRule, w: PageIds): string {
  if (rule.url) return rule.url(w);
  const url = file
    .replace(/\/page$/, "")
    .split("/")
    .filter((s) => s && !/^\(.*\)$/.test(s))
    .join("/");
  return `/${url}`;
}
