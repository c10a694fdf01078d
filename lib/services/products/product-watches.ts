import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { lockUserRow } from "@/lib/services/billing/lock-user-row";
import { addFeedItems } from "@/lib/services/feed/add-feed-item";
import { sendToUser } from "@/lib/services/notifications/send-telegram";
import { linkRow } from "@/lib/services/telegram/buttons";
import { watchLimits } from "@/lib/services/watches/limits";
import { productNews, type ProductNews } from "@/lib/shared/products/product-news";
import { escapeHtml } from "@/lib/telegram/format";
import { PRODUCT_NOT_FOUND } from "./product-page";

type Snapshot = { stores: string[]; countries: string[] };

async function currentSnapshot(productId: string): Promise<Snapshot> {
  const [stores, countries] = await Promise.all([
    db.$queryRaw<{ domain: string }[]>`
      SELECT DISTINCT s."domain" FROM "AdStore" s JOIN "Ad" a ON a."id" = s."adId" WHERE a."productId" = ${productId} ORDER BY 1`,
    db.$queryRaw<{ country: string }[]>`
      SELECT DISTINCT c."country" FROM "AdCountry" c JOIN "Ad" a ON a."id" = c."adId" WHERE a."productId" = ${productId} ORDER BY 1`,
  ]);
  return { stores: stores.map((s) => s.domain), countries: countries.map((c) => c.country) };
}

/**
 * 'Vigilar producto': counts among the plan's vigilancias (a product to follow is one more thing the
 * product checks for the user), checked under the user's row lock as a search watch is. Following it
 * again changes nothing.
 */
export async function followProduct(userId: string, productId: string): Promise<{ following: true }> {
  const product = await db.product.findUnique({ where: { id: productId }, select: { name: true } });
  if (!product) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND);
  const snapshot = await currentSnapshot(productId);
  await db.$transaction(async (tx) => {
    await lockUserRow(tx, userId);
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

export async function unfollowProduct(userId: string, productId: string): Promise<{ following: false }> {
  await db.productWatch.deleteMany({ where: { userId, productId } });
  return { following: false };
}

/**
 * After the clustering job recomputed these products: each follower hears of the stores and countries
 * that are new since they last heard, in 'Novedades' and on Telegram, once (the snapshot moves on in the
 * same step, and the feed entry's key names what was new). Products merged into another carry their
 * followers along.
 */
export async function notifyProductWatchers(productIds: readonly string[], merged: ReadonlyMap<string, string>, now = new Date()) {
  for (const [from, to] of merged) {
    await db.$executeRaw`
      UPDATE "ProductWatch" w SET "productId" = ${to}
      WHERE w."productId" = ${from}
        AND NOT EXISTS (SELECT 1 FROM "ProductWatch" o WHERE o."userId" = w."userId" AND o."productId" = ${to})`;
    await db.productWatch.deleteMany({ where: { productId: from } });
  }
  let told = 0;
  for (const productId of new Set([...productIds, ...merged.values()])) {
    const watches = await db.productWatch.findMany({
      where: { productId },
      select: {
        userId: true,
        name: true,
        stores: true,
        countries: true,
        user: { select: { id: true, telegramId: true, telegramBlockedAt: true } },
      },
    });
    if (watches.length === 0) continue;
    const snapshot = await currentSnapshot(productId);
    for (const w of watches) {
      const news = productNews(w, snapshot);
      if (!news) continue;
      await tell(w, productId, news, now);
      await db.productWatch.update({ where: { userId_productId: { userId: w.userId, productId } }, data: snapshot });
      told++;
    }
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
