import "server-only";
import { adProducts } from "@/lib/services/products/ad-products";
import { safeHref } from "@/lib/security/safe-link";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { pluralize } from "@/lib/format";
import { assertEditableWithinCap, expiredPlanNote, getEffectivePlan } from "@/lib/services/billing/effective-plan";
import { withUserLock } from "@/lib/services/billing/lock-user-row";
import type { WinnerFields } from "@/lib/score";
import { currentScores } from "@/lib/services/ads/current-scores";
import { trendOf, type Trend } from "@/lib/shared/tracking/trend";
import type { ListTrackedQuery, UpdateTrackedInput } from "@/lib/validation/tracking";
import { keptThumbnails } from "@/lib/services/archive/kept-thumbnails";

/** Points the card's chart shows (the most recent ones). */
const CHART_POINTS = 30;
/** New ads listed on a card. */
const NEW_ADS_SHOWN = 6;

const NOT_FOUND = "Anunciante en seguimiento no encontrado";

export type TrackedNewAd = {
  id: string;
  snapshotUrl: string | null;
  text: string;
  imageUrl: string | null;
  /** The archive's kept thumbnail, for when `imageUrl` no longer loads. */
  thumbnailUrl: string | null;
  startTime: string | null;
  /** Its listed product, for 'Usado por N tiendas' (lib/services/products/ad-products.ts). */
  productId: string | null;
  storeCount: number;
} & WinnerFields;

/** A stored new ad and its score as of now (lib/services/ads/current-scores.ts), the archive's. */
type StoredNewAd = { item: Omit<TrackedNewAd, keyof WinnerFields>; winner: WinnerFields | undefined };

export type TrackedAdvertiserItem = {
  _id: string;
  pageId: string;
  pageName: string;
  pageProfilePictureUrl: string | null;
  pageProfileUri: string | null;
  pageVerification: boolean;
  pageLikeCount: number | null;
  pageCategories: string[];
  productType: "physical" | "digital" | "service" | "other";
  country: string;
  notes: string;
  totalAdsTracked: number;
  initialActiveAdsCount: number;
  /** The moment following started: 'Desde' is its day in the user's zone, not the app's. */
  trackingStartDate: string;
  active: boolean;
  dailyStats: { date: string; activeAds: number; newAds: number; stoppedAds: number }[];
  trend: Trend;
  /** The latest snapshot against the one before: which ads appeared and how many stopped. */
  latest: { date: string; newAds: number; stoppedAds: number; compared: boolean } | null;
  newAds: TrackedNewAd[];
};

export type TrackedAdvertisersPage = {
  data: TrackedAdvertiserItem[];
  pagination: { currentPage: number; totalPages: number; totalCount: number; limit: number; hasNextPage: boolean; hasPrevPage: boolean };
};

type Row = Prisma.TrackedAdvertiserGetPayload<{ include: { dailyStats: true } }>;

function dayString(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function firstString(v: unknown): string {
  return Array.isArray(v) && typeof v[0] === "string" ? v[0] : "";
}

async function newAdsOf(ids: string[]): Promise<Map<string, StoredNewAd>> {
  if (ids.length === 0) return new Map();
  const [ads, thumbnails, products, scores] = await Promise.all([
    db.ad.findMany({
      where: { id: { in: ids } },
      select: { id: true, snapshotUrl: true, bodies: true, linkTitles: true, startTime: true, data: true },
    }),
    keptThumbnails(ids),
    adProducts(ids),
    currentScores(ids),
  ]);
  return new Map(
    ads.map((ad) => {
      const data = ad.data as { apify_data?: { images?: unknown } } | null;
      const image = firstString(data?.apify_data?.images);
      return [
        ad.id,
        {
          item: {
            id: ad.id,
            snapshotUrl: safeHref(ad.snapshotUrl),
            text: (ad.bodies[0] || ad.linkTitles[0] || "").slice(0, 160),
            imageUrl: image || null,
            thumbnailUrl: thumbnails.get(ad.id) ?? null,
            startTime: ad.startTime?.toISOString() ?? null,
            productId: products.get(ad.id)?.productId ?? null,
            storeCount: products.get(ad.id)?.storeCount ?? 0,
          },
          winner: scores.get(ad.id),
        },
      ];
    }),
  );
}

function toItem(row: Row, ads: Map<string, StoredNewAd>): TrackedAdvertiserItem {
  const stats = [...row.dailyStats].sort((a, b) => a.date.getTime() - b.date.getTime()).slice(-CHART_POINTS);
  const last = stats.at(-1);
  const before = stats.at(-2);
  return {
    _id: row.id,
    pageId: row.pageId,
    pageName: row.pageName,
    pageProfilePictureUrl: row.pageProfilePictureUrl,
    pageProfileUri: row.pageProfileUri,
    pageVerification: row.pageVerification,
    pageLikeCount: row.pageLikeCount,
    pageCategories: row.pageCategories,
    productType: row.productType,
    country: row.country,
    notes: row.notes,
    totalAdsTracked: row.totalAdsTracked,
    initialActiveAdsCount: row.initialActiveAdsCount,
    trackingStartDate: row.trackingStartDate.toISOString(),
    active: row.active,
    dailyStats: stats.map((s) => ({ date: dayString(s.date), activeAds: s.activeAds, newAds: s.newAds, stoppedAds: s.stoppedAds })),
    trend: trendOf(stats.map((s) => s.activeAds)),
    latest:
      last && before
        ? {
            date: dayString(last.date),
            newAds: last.newAds,
            stoppedAds: last.stoppedAds,
            compared: before.adIds.length > 0 || before.activeAds === 0,
          }
        : null,
    newAds: (last?.newAdIds ?? []).slice(0, NEW_ADS_SHOWN).flatMap((id) => {
      const stored = ads.get(id);
      return stored?.winner ? [{ ...stored.item, ...stored.winner }] : [];
    }),
  };
}

/** GET /api/tracked-advertisers: the user's trackings, newest first; `active` undefined = all. */
export async function listTrackedAdvertisers(userId: string, q: ListTrackedQuery): Promise<TrackedAdvertisersPage> {
  const where: Prisma.TrackedAdvertiserWhereInput = { userId, ...(q.active === undefined ? {} : { active: q.active }) };
  const [totalCount, rows] = await Promise.all([
    db.trackedAdvertiser.count({ where }),
    db.trackedAdvertiser.findMany({
      where,
      orderBy: [{ trackingStartDate: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
      include: { dailyStats: { orderBy: { date: "desc" }, take: CHART_POINTS } },
    }),
  ]);
  const wanted = rows.flatMap((r) => r.dailyStats[0]?.newAdIds.slice(0, NEW_ADS_SHOWN) ?? []);
  const ads = await newAdsOf(wanted);
  const totalPages = Math.max(1, Math.ceil(totalCount / q.limit));
  return {
    data: rows.map((r) => toItem(r, ads)),
    pagination: { currentPage: q.page, totalPages, totalCount, limit: q.limit, hasNextPage: q.page < totalPages, hasPrevPage: q.page > 1 },
  };
}

export type TrackingStats = {
  totalTracked: number;
  activeTracked: number;
  byProductType: Record<"physical" | "digital" | "service" | "other", number>;
  totalAdsTracked: number;
  avgAdsPerAdvertiser: number;
  topCategories: { category: string; count: number }[];
  recentActivity: { _id: string; pageName: string; date: string; activeAds: number; newAds: number; stoppedAds: number }[];
};

/** GET /api/tracked-advertisers/stats */
export async function getTrackingStats(userId: string): Promise<TrackingStats> {
  const rows = await db.trackedAdvertiser.findMany({
    where: { userId },
    select: { id: true, pageName: true, active: true, productType: true, totalAdsTracked: true, pageCategories: true },
  });
  const byProductType = { physical: 0, digital: 0, service: 0, other: 0 };
  const categories = new Map<string, number>();
  let totalAdsTracked = 0;
  for (const r of rows) {
    byProductType[r.productType] += 1;
    totalAdsTracked += r.totalAdsTracked;
    for (const c of r.pageCategories) categories.set(c, (categories.get(c) ?? 0) + 1);
  }
  const recent = await db.advertiserDailyStat.findMany({
    where: { trackedAdvertiser: { userId } },
    orderBy: [{ date: "desc" }, { id: "desc" }],
    take: 10,
    select: { date: true, activeAds: true, newAds: true, stoppedAds: true, trackedAdvertiser: { select: { id: true, pageName: true } } },
  });
  return {
    totalTracked: rows.length,
    activeTracked: rows.filter((r) => r.active).length,
    byProductType,
    totalAdsTracked,
    avgAdsPerAdvertiser: rows.length ? Math.round((totalAdsTracked / rows.length) * 10) / 10 : 0,
    topCategories: [...categories]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 5)
      .map(([category, count]) => ({ category, count })),
    recentActivity: recent.map((s) => ({
      _id: s.trackedAdvertiser.id,
      pageName: s.trackedAdvertiser.pageName,
      date: dayString(s.date),
      activeAds: s.activeAds,
      newAds: s.newAds,
      stoppedAds: s.stoppedAds,
    })),
  };
}

/**
 * Refuses one more active tracking beyond the plan's cap (docs/product.md §8: the client recognises the refusal by
 * its code; the words 'Límite de anuncios' are kept for older clients). Call inside `withUserLock`, so two
 * concurrent requests cannot both pass.
 */
export async function assertTrackingCapacity(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  // An expired paid plan is served with the free plan's caps until renewed.
  const plan = await getEffectivePlan(tx, userId);
  const limit = plan.limits.trackedAdvertisersLimit;
  const note = plan.expired ? `. ${expiredPlanNote(plan)}` : "";
  if (limit === 0)
    throw new AppError("PLAN_LIMIT", `Límite de anuncios de seguimiento: tu plan ${plan.limits.name} no permite seguir anunciantes${note}`);
  if (limit !== null && (await tx.trackedAdvertiser.count({ where: { userId, active: true } })) >= limit) {
    throw new AppError(
      "PLAN_LIMIT",
      `Límite de anuncios de seguimiento alcanzado: tu plan permite seguir ${pluralize(limit, "anunciante", "anunciantes")}${note}`,
    );
  }
}

/** PUT /api/tracked-advertisers/{id}: notes, product type and the active flag; resuming counts against the cap. */
export async function updateTrackedAdvertiser(userId: string, id: string, input: UpdateTrackedInput) {
  return withUserLock(userId, async (tx) => {
    const row = await tx.trackedAdvertiser.findFirst({ where: { id, userId }, select: { active: true } });
    if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
    // Over the plan's cap the trackings are kept read-only: only pausing (which frees room) is allowed.
    const onlyPausing = input.active === false && input.notes === undefined && input.productType === undefined;
    if (!onlyPausing) await assertEditableWithinCap(tx, userId, "trackedAdvertisers");
    if (input.active === true && !row.active) await assertTrackingCapacity(tx, userId);
    const data: Prisma.TrackedAdvertiserUpdateInput = {};
    if (input.notes !== undefined) data.notes = input.notes;
    if (input.productType !== undefined) data.productType = input.productType;
    if (input.active !== undefined) data.active = input.active;
    const updated = await tx.trackedAdvertiser.update({
      where: { id },
      data,
      select: { id: true, notes: true, productType: true, active: true },
    });
    return { _id: updated.id, notes: updated.notes, productType: updated.productType, active: updated.active };
  });
}

/** DELETE /api/tracked-advertisers/{id} (its daily points go with it). */
export async function deleteTrackedAdvertiser(userId: string, id: string): Promise<void> {
  const res = await db.trackedAdvertiser.deleteMany({ where: { id, userId } });
  if (res.count === 0) throw new AppError("NOT_FOUND", NOT_FOUND);
}
