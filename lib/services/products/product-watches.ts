import "server-only";
import { db, type Prisma } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { withUserLock } from "@/lib/services/billing/lock-user-row";
import { addFeedItems } from "@/lib/services/feed/add-feed-item";
import { sendToUser } from "@/lib/services/notifications/send-telegram";
import { linkRow } from "@/lib/services/telegram/buttons";
import { watchLimits } from "@/lib/services/watches/limits";
import { productNews, type ProductNews } from "@/lib/shared/products/product-news";
import { escapeHtml } from "@/lib/telegram/format";
import { PRODUCT_NOT_FOUND } from "./product-page";
import { currentProductId } from "./product-alias";

type Snapshot = { stores: string[]; countries: string[] };

async function currentSnapshot(productId: string): Promise<Snapshot> {
  const [stores, countries] = await Promise.all([
    db.$queryRaw<{ domain: string }[]>`
      SELECT DISTINCT s."domain" FROM "AdGroup" g JOIN "AdStore" s ON s."adId" = g."adId" WHERE g."productId" = ${productId} ORDER BY 1`,
    db.$queryRaw<{ country: string }[]>`
      SELECT DISTINCT c."country" FROM "AdGroup" g JOIN "AdCountry" c ON c."adId" = g."adId" WHERE g."productId" = ${productId} ORDER BY 1`,
  ]);
  return { stores: stores.map((s) => s.domain), countries: countries.map((c) => c.country) };
}

/**
 * 'Vigilar producto': counts among the plan's vigilancias (a product to follow is one more thing the
 * product checks for the user), checked under the user's row lock as a search watch is. Following it
 * again changes nothing.
 */
export async function followProduct(userId: string, asked: string): Promise<{ following: true }> {
  const productId = await currentProductId(asked);
  if (!productId) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND);
  const snapshot = await currentSnapshot(productId);
  await withUserLock(userId, async (tx) => {
    // Held until the watch is written: a merge deleting the product waits, then moves this watch with the others.
    const [product] = await tx.$queryRaw<{ name: string }[]>`SELECT "name" FROM "Product" WHERE "id" = ${productId} FOR SHARE`;
    if (!product) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND);
    if (await tx.productWatch.findUnique({ where: { userId_productId: { userId, productId } }, select: { userId: true } })) return;
    const limits = await watchLimits(tx, userId);
    if (limits.maxWatches <= 0) {
      throw new AppError("PLAN_LIMIT", `Tu plan ${limits.planName} no incluye vigilancias. Mejora tu plan para vigilar productos.`);
    }
    const used = (await tx.watch.count({ where: { userId } })) + (await tx.productWatch.count({ where: { userId } }));
    if (used >= limits.maxWatches) {
      throw new AppError("PLAN_LIMIT", `Límite de vigilancias alcanzado: tu plan ${limits.planName} permite ${limits.maxWatches}.`);
    }
    await tx.productWatch.create({ data: { userId, productId, name: product.name, ...snapshot } });
  });
  return { following: true };
}

export async function unfollowProduct(userId: string, asked: string): Promise<{ following: false }> {
  const productId = (await currentProductId(asked)) ?? asked;
  await db.productWatch.deleteMany({ where: { userId, productId: { in: [...new Set([asked, productId])] } } });
  return { following: false };
}

/**
 * Products merged into another, in the grouping's transaction: each follower now follows the product
 * that absorbed them (once, if they followed several of the merged ones), with the stores and countries
 * already told, so the refresh of that product tells them only what is new to them.
 */
export async function moveProductWatches(tx: Prisma.TransactionClient, merged: ReadonlyMap<string, string>): Promise<void> {
  const [from, to] = [[...merged.keys()], [...merged.values()]];
  await tx.$executeRaw`
    UPDATE "ProductWatch" w SET "productId" = m."to"
    FROM (
      SELECT DISTINCT ON (o."userId", m."to") o."userId", o."productId" AS "from", m."to"
      FROM "ProductWatch" o JOIN unnest(${from}::text[], ${to}::text[]) AS m("from", "to") ON o."productId" = m."from"
      WHERE NOT EXISTS (SELECT 1 FROM "ProductWatch" t WHERE t."userId" = o."userId" AND t."productId" = m."to")
      ORDER BY o."userId", m."to", o."productId"
    ) m
    WHERE w."userId" = m."userId" AND w."productId" = m."from"`;
  await tx.$executeRaw`DELETE FROM "ProductWatch" WHERE "productId" = ANY(${from}::text[])`;
}

/**
 * After the figures' refresh: each follower of a recomputed product hears of the stores and countries
 * that are new since they last heard, in 'Novedades' and on Telegram, once. The follower's snapshot moves
 * on only if nobody moved it since it was read (a second run of the job at once finds it moved and says
 * nothing), and the message goes after that, so a follower is never told the same news twice. The
 * snapshots come from the refresh itself: no store or country is read again.
 */
export async function notifyProductWatchers(snapshots: ReadonlyMap<string, Snapshot>, now = new Date()): Promise<number> {
  if (snapshots.size === 0) return 0;
  const watches = await db.productWatch.findMany({
    where: { productId: { in: [...snapshots.keys()] } },
    select: {
      userId: true,
      productId: true,
      name: true,
      stores: true,
      countries: true,
      user: { select: { id: true, telegramId: true, telegramBlockedAt: true } },
    },
  });
  let told = 0;
  for (const w of watches) {
    const snapshot = snapshots.get(w.productId)!;
    const news = productNews(w, snapshot);
    if (!news) continue;
    const moved = await db.productWatch.updateMany({
      where: { userId: w.userId, productId: w.productId, stores: { equals: w.stores }, countries: { equals: w.countries } },
      data: snapshot,
    });
    if (moved.count === 0) continue;
    await tell(w, w.productId, news, now);
    told++;
  }
  return told;
}

async function tell(
  w: { name: string; user: { id: string; telegramId: string | null; telegramBlockedAt: Date | null } },
  productId: string,
  news: ProductNews,
  now: Date,
) {
  const refKey = `product:${productId}:${[...news.stores, ...news.countries].sort().join(",")}`.slice(0, 500);
  await addFeedItems([{ userId: w.user.id, kind: "product", refKey, title: news.title(w.name), body: news.body, at: now }]);
  await sendToUser(w.user, "watch", [`🏪 <b>${escapeHtml(news.title(w.name))}</b>`, escapeHtml(news.body)], {
    markup: () => ({ inline_keyboard: [linkRow("Ver producto en AdRadar", `/products/${encodeURIComponent(productId)}`)] }),
  });
}
