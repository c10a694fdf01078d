// After a detector revision, the stored ads' signals are read again (lib/services/archive/refresh-signals.ts,
// the `signals` job) on real PostgreSQL: the archive's filter follows the card's badge, a grouped ad's
// product reads its prices again, ads the current detectors read are passed over, and two runs at once
// visit each ad once. "Older detectors" are written into the rows as a revision leaves them: another
// version in the ad's JSON, with the signals and filter columns those detectors gave.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { runJob } from "@/inngest/local";
import { storeAds } from "@/lib/services/ads/store-ads";
import { refreshStaleSignals } from "@/lib/services/archive/refresh-signals";
import type { ArchiveSearchReply } from "@/lib/services/archive/search-archive";
import { SIGNALS_VERSION } from "@/lib/signals/version";
import { GET as archive } from "@/app/api/archive/route";
import { callRoute, signedInUser } from "../support/factories";
import { archivedAd, nonce } from "../support/archive";

const OLDER = "0123456789ab";
const word = nonce();
let token: string;

const ads = {
  cod: archivedAd({ ad_creative_bodies: [`Faja reductora colombiana, pago contra entrega en todo el país ${word}`] }),
  card: archivedAd({ ad_creative_bodies: [`Faja reductora colombiana, paga con tarjeta en la tienda ${word}`] }),
};

/** The rows as older detectors left them: `cod` not read as cash on delivery, in its JSON and its column. */
async function asOlderDetectorsLeftThem(): Promise<void> {
  await db.$executeRaw`
    UPDATE "Ad" SET "data" = jsonb_set("data" || jsonb_build_object('signals_version', ${OLDER}::text), '{signals,cash_on_delivery}', 'false'),
      "signalCod" = false
    WHERE "id" = ANY(${[ads.cod.id, ads.card.id]}::text[])`;
  // The older detectors' walk was over: only the revision starts a new one.
  await db.appSetting.upsert({
    where: { key: "signalsRefresh" },
    create: { key: "signalsRefresh", value: JSON.stringify({ version: OLDER, after: "", done: true }) },
    update: { value: JSON.stringify({ version: OLDER, after: "", done: true }) },
  });
}

async function archived(query: Record<string, string>) {
  const res = await callRoute<ArchiveSearchReply>(archive, {
    token,
    url: `http://localhost/api/archive?${new URLSearchParams({ q: word, ...query })}`,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.ads;
}

async function stored(id: string) {
  const row = await db.ad.findUniqueOrThrow({ where: { id }, select: { data: true, signalCod: true, prices: true } });
  const data = row.data as { signals?: { cash_on_delivery: boolean }; signals_version?: string };
  return { version: data.signals_version, cod: data.signals?.cash_on_delivery, column: row.signalCod, prices: row.prices };
}

beforeAll(async () => {
  ({ token } = await signedInUser());
  await storeAds(Object.values(ads), { country: "CO" });
});

describe("stored signals after a detector revision", () => {
  it("keeps the signals a search stored, with the detectors' version, and reads them as they are", async () => {
    expect(await stored(ads.cod.id)).toMatchObject({ version: SIGNALS_VERSION, cod: true, column: true });
    expect(await stored(ads.card.id)).toMatchObject({ version: SIGNALS_VERSION, cod: false, column: false });
  });

  it("makes the archive's filter agree with the card's badge again", async () => {
    await asOlderDetectorsLeftThem();
    // The card reads the ad anew (another version), the filter tests the stale column: they disagree.
    const card = (await archived({})).find((a) => a.ad.id === ads.cod.id);
    expect(card?.ad.signals?.cash_on_delivery).toBe(true);
    expect(await archived({ signals: "cod" })).toEqual([]);

    await runJob("signals", { log: () => {} });
    expect((await archived({ signals: "cod" })).map((a) => a.ad.id)).toEqual([ads.cod.id]);
    expect(await stored(ads.cod.id)).toMatchObject({ version: SIGNALS_VERSION, cod: true, column: true });
    expect(await stored(ads.card.id)).toMatchObject({ version: SIGNALS_VERSION, cod: false, column: false });
  });

  it("passes over the ads the current detectors read, and then only reads its marker", async () => {
    expect(await refreshStaleSignals()).toEqual({ visited: 0, refreshed: 0, done: true });
    await db.appSetting.delete({ where: { key: "signalsRefresh" } });
    const total = await db.ad.count();
    const walk = await refreshStaleSignals({ batch: 50 });
    expect(walk).toEqual({ visited: total, refreshed: 0, done: true });
    expect(await stored(ads.cod.id)).toMatchObject({ version: SIGNALS_VERSION, cod: true, column: true });
    const marker = () => db.appSetting.findUniqueOrThrow({ where: { key: "signalsRefresh" }, select: { value: true, updatedAt: true } });
    const before = await marker();
    expect(await refreshStaleSignals()).toEqual({ visited: 0, refreshed: 0, done: true });
    // Read, not written: a finished walk costs a run one indexed read.
    expect(await marker()).toEqual(before);
  });

  it("has a product read again what the revision changed in its ads, and no other", async () => {
    await runJob("products", { log: () => {} });
    const productOf = async (id: string) =>
      (await db.adGroup.findUniqueOrThrow({ where: { adId: id }, select: { productId: true } })).productId!;
    const [codProduct, cardProduct] = [await productOf(ads.cod.id), await productOf(ads.card.id)];
    expect(codProduct).not.toBe(cardProduct);
    // Prices as older detectors read them: `cod`'s differ from what these read (none), `card`'s do not.
    await db.$executeRaw`UPDATE "Ad" SET "prices" = '[{"currency":"COP","amount":89900}]'::jsonb WHERE "id" = ${ads.cod.id}`;
    await db.$executeRaw`UPDATE "Ad" SET "prices" = '[]'::jsonb WHERE "id" = ${ads.card.id}`;
    await db.productDirty.deleteMany({ where: { productId: { in: [codProduct, cardProduct] } } });
    await asOlderDetectorsLeftThem();

    await refreshStaleSignals();
    expect((await stored(ads.cod.id)).prices).toBeNull();
    expect((await stored(ads.card.id)).prices).toEqual([]);
    const marked = await db.productDirty.findMany({
      where: { productId: { in: [codProduct, cardProduct] } },
      select: { productId: true, backfill: true },
    });
    expect(marked).toEqual([{ productId: codProduct, backfill: true }]);
    await runJob("products", { log: () => {} });
    expect(await db.productDirty.findUnique({ where: { productId: codProduct } })).toBeNull();
    expect((await stored(ads.cod.id)).prices).toEqual([]);
  });

  it("gives an ad stored with this version's columns but no signals in its JSON its signals, and changes nothing else", async () => {
    // As storeAds kept ads before 1 December 2026: the version, not the signals.
    await db.$executeRaw`UPDATE "Ad" SET "data" = "data" - 'signals', "prices" = '[{"currency":"COP","amount":89900}]'::jsonb WHERE "id" = ${ads.cod.id}`;
    const product = (await db.adGroup.findUniqueOrThrow({ where: { adId: ads.cod.id }, select: { productId: true } })).productId!;
    await db.productDirty.deleteMany({ where: { productId: product } });
    await db.appSetting.delete({ where: { key: "signalsRefresh" } });

    expect((await refreshStaleSignals()).refreshed).toBe(1);
    expect(await stored(ads.cod.id)).toEqual({
      version: SIGNALS_VERSION,
      cod: true,
      column: true,
      prices: [{ currency: "COP", amount: 89900 }],
    });
    expect(await db.productDirty.findUnique({ where: { productId: product } })).toBeNull();
  });

  it("visits each ad once when two runs walk at once, and leaves the same signals", async () => {
    await asOlderDetectorsLeftThem();
    const total = await db.ad.count();
    const runs = await Promise.all([refreshStaleSignals({ batch: 7 }), refreshStaleSignals({ batch: 7 })]);
    expect(runs.map((r) => r.done)).toEqual([true, true]);
    expect(runs[0].visited + runs[1].visited).toBe(total);
    expect(runs[0].refreshed + runs[1].refreshed).toBe(2);
    expect(await stored(ads.cod.id)).toMatchObject({ version: SIGNALS_VERSION, cod: true, column: true });
    expect((await archived({ signals: "cod" })).map((a) => a.ad.id)).toEqual([ads.cod.id]);
  });
});
