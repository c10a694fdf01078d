// Products on real PostgreSQL (docs/product.md §Productos): kept thumbnails fingerprinted with
// sharp-phash, clustered across advertisers by the banded look-up and by identical copy, joined into a
// product by the same product page on several stores; the product's figures, its API and screens'
// data, the store behind each ad, a watch of the product, and the job run twice at once.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { storeAds } from "@/lib/services/ads/store-ads";
import { makeThumbnail, storeThumbnail } from "@/lib/services/archive/thumbnails";
import { clusterPendingAds } from "@/lib/services/products/cluster-ads";
import { bandValues } from "@/lib/services/products/fingerprint-lookup";
import { FILL_CHUNK, fillAdPrices } from "@/lib/services/products/product-figures";
import { runJob } from "@/inngest/local";
import { GET as listProductsRoute } from "@/app/api/products/route";
import { GET as productRoute } from "@/app/api/products/[id]/route";
import { DELETE as unwatchProductRoute, PUT as watchProductRoute } from "@/app/api/products/[id]/watch/route";
import { GET as storeRoute } from "@/app/api/stores/[domain]/route";
import { GET as archiveRoute } from "@/app/api/archive/route";
import { GET as savedRoute, POST as saveRoute } from "@/app/api/saved-ads/route";
import { GET as exportRoute } from "@/app/api/saved-ads/export/route";
import type { ProductReply } from "@/lib/services/products/product-page";
import type { ProductListReply } from "@/lib/services/products/list-products";
import type { StoreReply } from "@/lib/services/stores/store-page";
import type { ArchiveSearchReply } from "@/lib/services/archive/search-archive";
import { archivedAd, DAY, newPageId, nonce } from "../support/archive";
import { callRoute, signedInUser } from "../support/factories";

/** A product photo of its own: a seeded mosaic of shapes on a gradient, 900×900 like a feed creative. */
async function photo(seed: number): Promise<Buffer> {
  let s = seed;
  const rand = () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const shapes = Array.from({ length: 24 }, () => {
    const [x, y, r, h] = [rand() * 900, rand() * 900, 40 + rand() * 160, Math.floor(rand() * 360)];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${h},75%,${30 + rand() * 40}%)"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${seed % 360},60%,80%)"/><stop offset="1" stop-color="hsl(${(seed * 7) % 360},60%,25%)"/></linearGradient></defs>
    <rect width="900" height="900" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** What another store posts of the same picture: re-encoded smaller, or as WebP. */
const reencoded = (b: Buffer) => sharp(b).resize(640).jpeg({ quality: 60 }).toBuffer();
const asWebp = (b: Buffer) => sharp(b).resize(720).webp({ quality: 55 }).toBuffer();

/** Keeps `bytes` as the ad's archive thumbnail, as keepThumbnail does after fetching the creative. */
async function keep(adId: string, bytes: Buffer): Promise<void> {
  await storeThumbnail([adId], await makeThumbnail(bytes));
}

/** The products' job as the scheduler runs it: the grouping, then the marked products' figures. */
const productsJob = () => runJob("products", { log: () => {} });

async function groups(ids: string[]) {
  const rows = await db.ad.findMany({
    where: { id: { in: ids } },
    select: { id: true, group: { select: { clusterId: true, productId: true } } },
  });
  return new Map(rows.map((r) => [r.id, { clusterId: r.group?.clusterId ?? null, productId: r.group?.productId ?? null }]));
}

/** The ads grouped by a column, as sets of ids in a stable order: the partition, whatever the groups' ids. */
function partition(rows: Map<string, { clusterId: string | null }>): string[][] {
  const by = new Map<string, string[]>();
  for (const [id, r] of rows) by.set(r.clusterId ?? `none:${id}`, [...(by.get(r.clusterId ?? `none:${id}`) ?? []), id]);
  return [...by.values()].map((ids) => ids.sort()).sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

describe("products across stores", () => {
  it("forms one product from the same picture on three stores in two countries, with its stores, path and figures", async () => {
    const n = nonce();
    const { user, token } = await signedInUser("pioneros");
    const picture = await photo(101);
    const other = await photo(9_999);
    const t0 = Date.now() - 20 * DAY;
    const pages = [newPageId(), newPageId(), newPageId(), newPageId()];
    const slug = `faja-moldeadora-${n}`;
    const ads = [
      archivedAd({
        page_id: pages[0],
        page_name: `Fajas Uno ${n}`,
        ad_creative_bodies: [`Faja ${n} uno`],
        ad_creative_link_titles: [`Faja moldeadora ${n}`],
      }),
      archivedAd({ page_id: pages[1], page_name: `Fajas Dos ${n}`, ad_creative_bodies: [`Faja ${n} dos $89.900`] }),
      archivedAd({ page_id: pages[2], page_name: `Fajas Tres ${n}`, ad_creative_bodies: [`Faja ${n} tres`] }),
      archivedAd({ page_id: pages[3], page_name: `Otra cosa ${n}`, ad_creative_bodies: [`Lámpara ${n}`] }),
    ];
    ads[0].apify_data.link_url = `https://l.facebook.com/l.php?u=${encodeURIComponent(`https://www.fajasuno${n}.com.co/products/${slug}?utm_source=fb&fbclid=x`)}`;
    ads[1].apify_data.link_url = `https://fajasdos${n}.myshopify.com/collections/all/products/${slug}`;
    ads[2].apify_data.link_url = `https://fajastres${n}.com.mx/productos/${slug}`;
    ads[3].apify_data.link_url = `https://lamparas${n}.com/products/lampara-de-mesa-${n}`;
    await storeAds([ads[0], ads[3]], { country: "CO", at: new Date(t0) });
    await storeAds([ads[1]], { country: "CO", at: new Date(t0 + 2 * DAY) });
    await storeAds([ads[2]], { country: "MX", at: new Date(t0 + 12 * DAY) });
    await keep(ads[0].id, picture);
    await keep(ads[1].id, await reencoded(picture));
    await keep(ads[2].id, await asWebp(picture));
    await keep(ads[3].id, other);

    await productsJob();

    const rows = await groups(ads.map((a) => a.id));
    const productId = rows.get(ads[0].id)!.productId!;
    expect(productId).toMatch(/^p[0-9a-f]{15}$/);
    expect([rows.get(ads[1].id)!.productId, rows.get(ads[2].id)!.productId]).toEqual([productId, productId]);
    expect(rows.get(ads[0].id)!.clusterId).toBe(rows.get(ads[2].id)!.clusterId);
    expect(rows.get(ads[3].id)!.productId).not.toBe(productId);

    const product = await callRoute<ProductReply>(productRoute, { token, params: { id: productId } });
    expect(product.status).toBe(200);
    expect(product.json.product).toMatchObject({
      storeCount: 3,
      advertiserCount: 3,
      countries: ["CO", "MX"],
      name: `Faja moldeadora ${n}`,
    });
    expect(product.json.stores.map((s) => s.domain).sort()).toEqual([
      `fajasdos${n}.myshopify.com`,
      `fajastres${n}.com.mx`,
      `fajasuno${n}.com.co`,
    ]);
    expect(product.json.stores.find((s) => s.domain.startsWith("fajasdos"))).toMatchObject({
      platform: "shopify",
      prices: [{ currency: "COP", min: 89_900, max: 89_900 }],
    });
    expect(product.json.countryPath).toEqual([
      expect.objectContaining({ country: "CO", daysAfterFirst: 0 }),
      expect.objectContaining({ country: "MX", daysAfterFirst: 12 }),
    ]);
    expect(product.json.creatives[0]).toMatchObject({ ads: 3, advertisers: 3 });
    expect(product.json.saturationReasons.length).toBeGreaterThan(0);

    const list = await callRoute<ProductListReply>(listProductsRoute, {
      token,
      url: "http://localhost/api/products?country=MX&sort=stores&limit=60",
    });
    expect(list.status).toBe(200);
    const listed = [];
    for (let page = list.json; ;) {
      listed.push(...page.products);
      if (!page.nextCursor) break;
      page = (
        await callRoute<ProductListReply>(listProductsRoute, {
          token,
          url: `http://localhost/api/products?country=MX&sort=stores&limit=60&cursor=${page.nextCursor}`,
        })
      ).json;
    }
    expect(listed.find((p) => p.id === productId)).toMatchObject({ storeCount: 3, countries: ["CO", "MX"] });

    const store = await callRoute<StoreReply>(storeRoute, { token, params: { domain: `fajasdos${n}.myshopify.com` } });
    expect(store.status).toBe(200);
    expect(store.json.store).toMatchObject({ platform: "shopify", ads: 1 });
    expect(store.json.pages).toEqual([expect.objectContaining({ pageId: pages[1] })]);
    expect(store.json.products).toEqual([expect.objectContaining({ id: productId, storeCount: 3 })]);

    const archive = await callRoute<ArchiveSearchReply>(archiveRoute, { token, url: `http://localhost/api/archive?q=${n}` });
    const card = archive.json.ads.find((c) => c.ad.id === ads[1].id)!;
    expect(card.ad).toMatchObject({ product_id: productId, store_count: 3 });
    expect(archive.json.ads.find((c) => c.ad.id === ads[3].id)!.ad.store_count).toBe(0);

    // Saved, it carries its product on the library's cards and in the CSV export.
    expect((await callRoute(saveRoute, { token, body: { adData: { id: ads[1].id } } })).status).toBe(201);
    const saved = await callRoute<{ ads: { adData: { product_id: string; store_count: number } }[] }>(savedRoute, { token });
    expect(saved.json.ads[0].adData).toMatchObject({ product_id: productId, store_count: 3 });
    const csv = await (
      await exportRoute(new Request("http://localhost/api/saved-ads/export", { headers: { authorization: `Bearer ${token}` } }), {
        params: Promise.resolve({}),
      })
    ).text();
    expect(csv.split("\n")[1]).toMatch(new RegExp(`,3,https?://[^,]+/products/${productId}\\r?$`));

    // A follower hears of a fourth store in a new country once.
    expect((await callRoute(watchProductRoute, { token, method: "PUT", params: { id: productId } })).status).toBe(200);
    const fourth = archivedAd({ page_id: newPageId(), page_name: `Fajas Cuatro ${n}`, ad_creative_bodies: [`Faja ${n} cuatro`] });
    fourth.apify_data.link_url = `https://fajascuatro${n}.com.pe/products/${slug}`;
    await storeAds([fourth], { country: "PE" });
    await keep(fourth.id, await reencoded(picture));
    // Grouped but not yet recomputed: the page still shows the figures of one moment, all of them agreeing.
    await clusterPendingAds();
    expect((await groups([fourth.id])).get(fourth.id)!.productId).toBe(productId);
    const lagging = (await callRoute<ProductReply>(productRoute, { token, params: { id: productId } })).json;
    expect([lagging.product.storeCount, lagging.stores.length, lagging.product.countries]).toEqual([3, 3, ["CO", "MX"]]);
    // Two runs of the job at once, then a third: the follower is told once.
    await Promise.all([productsJob(), productsJob()]);
    await productsJob();
    const fresh = (await callRoute<ProductReply>(productRoute, { token, params: { id: productId } })).json;
    expect([fresh.product.storeCount, fresh.stores.length, fresh.product.countries]).toEqual([4, 4, ["CO", "MX", "PE"]]);
    const feed = await db.feedItem.findMany({ where: { userId: user.id, kind: "product" } });
    expect(feed).toHaveLength(1);
    expect(feed[0].body).toContain(`fajascuatro${n}.com.pe`);
    expect(feed[0].body).toContain("Perú");
  });

  it("keeps the prices of a product's ads over several transactions, each ad once, none left out", async () => {
    const n = nonce();
    const productId = `pfill${n}`.slice(0, 16);
    const count = FILL_CHUNK * 2 + 37;
    const ads = Array.from({ length: count }, (_, i) =>
      archivedAd({
        page_id: newPageId(),
        page_name: `Relojes ${n} ${i}`,
        ad_creative_bodies: [`Reloj ${n} a solo $${100 + i}.900`],
      }),
    );
    await storeAds(ads, { country: "CO" });
    const ids = ads.map((a) => a.id);
    await db.$executeRaw`
      INSERT INTO "AdGroup" ("adId", "clusterId", "productId", "firstSeenAt")
      SELECT a."id", a."id", ${productId}, a."firstSeenAt" FROM "Ad" a WHERE a."id" = ANY(${ids}::text[])`;

    expect(await fillAdPrices(productId)).toBe(count);
    const kept = await db.$queryRaw<{ id: string; prices: { currency: string; amount: number }[] }[]>`
      SELECT "id", "prices" FROM "Ad" WHERE "id" = ANY(${ids}::text[]) AND "prices" IS NOT NULL`;
    expect(kept.length).toBe(count);
    const byId = new Map(kept.map((r) => [r.id, r.prices]));
    expect(byId.get(ids[0])).toEqual([{ currency: "COP", amount: 100_900 }]);
    expect(byId.get(ids[count - 1])).toEqual([{ currency: "COP", amount: (100 + count - 1) * 1000 + 900 }]);
    // Nothing left to keep: a second fill reads none.
    expect(await fillAdPrices(productId)).toBe(0);
  });

  it("keeps a merged product's address: its old id leads to the product that absorbed it, to read, follow and unfollow", async () => {
    const n = nonce();
    const { user, token } = await signedInUser("pioneros");
    const copy = (what: string) => `${what} ${n} con envío gratis a todo el país y pago contra entrega en tu casa`;
    const ad = (store: string, slug: string, body: string) => {
      const a = archivedAd({ page_id: newPageId(), ad_creative_bodies: [body] });
      a.apify_data.link_url = `https://${store}${n}.com/products/${slug}-${n}`;
      return a;
    };
    // Two products of two stores each, joined by their product pages' slugs.
    const ads = [
      ad("cojines-uno", "cojin-lumbar-ortopedico", copy("Cojín lumbar uno")),
      ad("cojines-dos", "cojin-lumbar-ortopedico", copy("Cojín lumbar dos")),
      ad("almohadas-uno", "almohada-cervical-viscoelastica", copy("Almohada cervical uno")),
      ad("almohadas-dos", "almohada-cervical-viscoelastica", copy("Almohada cervical dos")),
    ];
    await storeAds(ads, { country: "CO" });
    await productsJob();
    const before = await groups(ads.map((a) => a.id));
    const [first, second] = [before.get(ads[0].id)!.productId!, before.get(ads[2].id)!.productId!];
    expect(first).not.toBe(second);

    // A third store sells the pillow with the cushion's copy: the two products are one.
    const bridge = ad("descanso", "almohada-cervical-viscoelastica", copy("Cojín lumbar uno"));
    await storeAds([bridge], { country: "CO" });
    await productsJob();
    const merged = (await groups([ads[0].id])).get(ads[0].id)!.productId!;
    expect((await groups([ads[2].id, bridge.id])).get(ads[2].id)!.productId).toBe(merged);
    const absorbed = merged === first ? second : first;

    const read = await callRoute<ProductReply>(productRoute, { token, params: { id: absorbed } });
    expect(read.status).toBe(200);
    expect(read.json.product).toMatchObject({ id: merged, storeCount: 5 });
    expect((await callRoute(watchProductRoute, { token, method: "PUT", params: { id: absorbed } })).status).toBe(200);
    expect(await db.productWatch.findMany({ where: { userId: user.id }, select: { productId: true } })).toEqual([{ productId: merged }]);
    expect((await callRoute(unwatchProductRoute, { token, method: "DELETE", params: { id: absorbed } })).status).toBe(200);
    expect(await db.productWatch.count({ where: { userId: user.id } })).toBe(0);
    expect((await callRoute(productRoute, { token, params: { id: "p0123456789abcde" } })).status).toBe(404);
  });

  it("queues an ad for the job when it is new, its copy changes, it leads to a new store or its first sighting moves earlier", async () => {
    const n = nonce();
    const copy = `El cojín ${n} que alivia tu espalda en la oficina, lavable, con funda suave y envío gratis a todo el país`;
    const ad = archivedAd({ page_id: newPageId(), ad_creative_bodies: [copy] });
    ad.apify_data.link_url = null;
    const queued = async () => (await db.adProductPending.count({ where: { adId: ad.id } })) === 1;
    const t0 = Date.now() - 10 * DAY;
    await storeAds([ad], { country: "CO", at: new Date(t0) });
    expect(await queued()).toBe(true);
    await clusterPendingAds();
    expect(await queued()).toBe(false);
    const group = await db.adGroup.findUniqueOrThrow({ where: { adId: ad.id } });
    expect(group.clusterId).toMatch(/^t/);
    expect(group.firstSeenAt).toEqual(new Date(t0));

    // Seen again unchanged: nothing for the job.
    await storeAds([ad], { country: "CO", at: new Date(t0 + DAY) });
    expect(await queued()).toBe(false);

    ad.ad_creative_bodies = [`${copy} Ahora en dos colores nuevos`];
    await storeAds([ad], { country: "CO", at: new Date(t0 + 2 * DAY) });
    expect(await queued()).toBe(true);
    await clusterPendingAds();
    expect(await queued()).toBe(false);

    ad.apify_data.link_url = `https://cojines${n}.com/products/cojin-lumbar-${n}`;
    await storeAds([ad], { country: "CO", at: new Date(t0 + 3 * DAY) });
    expect(await queued()).toBe(true);
    await clusterPendingAds();

    // A back-fill's older sighting moves the first sighting: the job copies it into AdGroup.
    await storeAds([ad], { country: "CO", at: new Date(t0 - 5 * DAY) });
    expect(await queued()).toBe(true);
    await clusterPendingAds();
    expect(await queued()).toBe(false);
    expect((await db.adGroup.findUniqueOrThrow({ where: { adId: ad.id } })).firstSeenAt).toEqual(new Date(t0 - 5 * DAY));
  });

  it("keeps a picture's group in its thumbnail's number alone, through merges across runs and the same file seen again", async () => {
    const n = nonce();
    // Synthetic fingerprints, stored as the hashing step stores them: b is 4 bits from a (two groups), the
    // bridge 2 bits from both, c 1 bit from b and 5 from a, near 1 bit from a.
    const flip = (h: bigint, ...bits: number[]) =>
      BigInt.asIntN(
        64,
        bits.reduce((x, k) => x ^ (1n << BigInt(k)), h),
      );
    const a = BigInt.asIntN(64, BigInt(`0x${randomBytes(8).toString("hex")}`));
    const hashes = { a, b: flip(a, 3, 25, 47, 60), bridge: flip(a, 3, 25), c: flip(a, 3, 25, 47, 60, 12), near: flip(a, 33) };
    const thumb = (k: string) => `th${n}${k}`;
    const words = ["alfa", "bravo", "charlie", "delta", "eco", "foxtrot"];
    const make = (k: number) =>
      archivedAd({
        page_id: newPageId(),
        ad_creative_bodies: [`Producto ${words[k]} ${n} distinto de los demás, con envío a todo el país y garantía`],
      });
    const [adA, adB, adBridge, adC, adAgain] = [0, 1, 2, 3, 4].map(make);
    const textTwin = archivedAd({ page_id: newPageId(), ad_creative_bodies: adB.ad_creative_bodies });
    for (const ad of [adA, adB, adBridge, adC, adAgain, textTwin]) ad.apify_data.link_url = null;
    // Queued again with its thumbnail: another file's job may have grouped the ad by its copy meanwhile.
    const withThumbnail = async (id: string, hash: string) => {
      await db.$executeRaw`UPDATE "Ad" SET "thumbnailHash" = ${hash} WHERE "id" = ${id}`;
      await db.$executeRaw`INSERT INTO "AdProductPending" ("adId") VALUES (${id}) ON CONFLICT DO NOTHING`;
    };
    const place = async (ad: ReturnType<typeof make>, k: keyof typeof hashes) => {
      await storeAds([ad], { country: "MX" });
      await db.creativeFingerprint.createMany({
        data: [{ thumbnailHash: thumb(k), phash: hashes[k], ...(bandValues(hashes[k]) as { b0: number; b1: number; b2: number }) }],
        skipDuplicates: true,
      });
      await withThumbnail(ad.id, thumb(k));
    };
    const clusterOf = async (id: string) => (await db.adGroup.findUniqueOrThrow({ where: { adId: id } })).clusterId;
    const numbersOf = async (ks: (keyof typeof hashes)[]) =>
      db.$queryRaw<{ thumbnailHash: string; groupId: string }[]>`
        SELECT f."thumbnailHash", c."groupId" FROM "CreativeFingerprint" f JOIN "ClusterNumber" c ON c."number" = f."cluster"
        WHERE f."thumbnailHash" = ANY(${ks.map(thumb)}::text[]) ORDER BY 1`;

    await place(adA, "a");
    await place(adB, "b");
    await storeAds([textTwin], { country: "CO" });
    await clusterPendingAds();
    const [ga, gb] = [await clusterOf(adA.id), await clusterOf(adB.id)];
    expect(ga).not.toBe(gb);
    expect(await clusterOf(textTwin.id)).toBe(gb);
    // No node for a picture: its number names its group.
    expect(await db.productNode.count({ where: { key: { in: [`f${thumb("a")}`, `f${thumb("b")}`] } } })).toBe(0);
    expect((await numbersOf(["a", "b"])).map((r) => r.groupId)).toEqual([ga, gb]);

    // The bridge joins both groups: one cluster named by its smallest key, the copy's node and both
    // numbers renamed with it.
    await place(adBridge, "bridge");
    await clusterPendingAds();
    const merged = await clusterOf(adBridge.id);
    const keys = [`f${thumb("a")}`, `f${thumb("b")}`, `f${thumb("bridge")}`];
    expect(merged).toBe(
      [...keys, ...(await db.productNode.findMany({ where: { level: 1, groupId: merged! } })).map((x) => x.key)].sort()[0],
    );
    for (const ad of [adA, adB, textTwin]) expect(await clusterOf(ad.id)).toBe(merged);
    expect((await numbersOf(["a", "b", "bridge"])).map((r) => r.groupId)).toEqual([merged, merged, merged]);
    const copyNode = await db.productNode.findMany({ where: { level: 1, groupId: merged! } });
    expect(copyNode.length).toBeGreaterThan(0);
    expect(copyNode.every((x) => x.key.startsWith("t"))).toBe(true);

    // A picture near b alone, a run later, finds the merged group through b's number; the same file as a's,
    // under another copy, through its own.
    await place(adC, "c");
    await storeAds([adAgain], { country: "PE" });
    await withThumbnail(adAgain.id, thumb("a"));
    await clusterPendingAds();
    expect(await clusterOf(adC.id)).toBe(merged);
    expect(await clusterOf(adAgain.id)).toBe(merged);
    expect(await db.productNode.count({ where: { key: { startsWith: `fth${n}` } } })).toBe(0);

    // A grouped picture's ad queued again with a new copy, the same as an ad grouped apart: its picture is
    // not looked up again, and its copy still joins that ad's group to the merged one. A new picture near
    // it, in the same run, finds it by its number.
    const loner = archivedAd({
      page_id: newPageId(),
      ad_creative_bodies: [`Lámpara ${n} de escritorio recargable con tres tonos de luz, sin relación con los demás`],
    });
    loner.apify_data.link_url = null;
    await storeAds([loner], { country: "AR" });
    await clusterPendingAds();
    expect(await clusterOf(loner.id)).not.toBe(merged);
    adA.ad_creative_bodies = loner.ad_creative_bodies;
    await storeAds([adA], { country: "MX" });
    expect(await db.adProductPending.count({ where: { adId: adA.id } })).toBe(1);
    const adNear = make(5);
    await place(adNear, "near");
    await clusterPendingAds();
    const joined = await clusterOf(adA.id);
    for (const ad of [adB, adBridge, adC, adAgain, textTwin, loner, adNear]) expect(await clusterOf(ad.id)).toBe(joined);
  });

  it("gives the same clusters when the job runs twice at once, joining copies by picture and by identical text", async () => {
    const n = nonce();
    const [c, d, e] = await Promise.all([photo(2_024), photo(77), photo(31_337)]);
    const copy = `La faja ${n} que moldea tu cintura desde el primer día, cómoda, invisible bajo la ropa y con envío a todo el país`;
    const make = (body: string) => archivedAd({ page_id: newPageId(), ad_creative_bodies: [body] });
    const ads = [
      make(copy),
      make(`${copy} 🔥`),
      make(`Otra faja ${n} uno`),
      make(`Masajeador ${n}`),
      make(`Masajeador ${n} dos`),
      make(`Reloj ${n}`),
      make(copy),
    ];
    for (const ad of ads) ad.apify_data.link_url = null;
    await storeAds(ads, { country: "CO" });
    await keep(ads[0].id, c);
    await keep(ads[1].id, await reencoded(c));
    await keep(ads[2].id, await asWebp(c));
    await keep(ads[3].id, d);
    await keep(ads[4].id, await reencoded(d));
    await keep(ads[5].id, e);
    // ads[6]: another picture entirely, the same copy as ads[0]: a copy counts as the same creative.
    await keep(ads[6].id, await photo(5));

    await Promise.all([productsJob(), productsJob()]);

    const ids = ads.map((a) => a.id);
    expect(partition(await groups(ids))).toEqual(
      [[ids[0], ids[1], ids[2], ids[6]].sort(), [ids[3], ids[4]].sort(), [ids[5]]].sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    );
  });
});
