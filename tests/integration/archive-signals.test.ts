// The archive's signal filters ('Solo tiendas', 'Contra entrega', 'WhatsApp') through GET /api/archive on
// real PostgreSQL: the bits storeAds writes from lib/signals, AND semantics, a re-sighting that changes
// the text, the walk that fills the rows archived before the column, and Spanish 400s for bad values.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { storeAds } from "@/lib/services/ads/store-ads";
import { refreshStaleSignals } from "@/lib/services/archive/refresh-signals";
import type { ArchiveSearchReply } from "@/lib/services/archive/search-archive";
import { adSignals } from "@/lib/signals";
import { GET as archive } from "@/app/api/archive/route";
import { callRoute, signedInUser } from "../support/factories";
import { archivedAd, nonce } from "../support/archive";

const word = nonce();
let token: string;

const ads = {
  shopCod: archivedAd({ ad_creative_bodies: [`Faja reductora, pago contra entrega en todo Colombia ${word}`] }),
  shopWhatsApp: archivedAd({
    ad_creative_bodies: [`Reloj deportivo, escríbenos al WhatsApp ${word}`],
    ad_creative_link_captions: ["wa.me/573001234567"],
  }),
  shopCodWhatsApp: archivedAd({ ad_creative_bodies: [`Perfume importado. Pago contra entrega. Escríbenos al WhatsApp ${word}`] }),
  marketplaceCod: archivedAd({ ad_creative_bodies: [`Cómpralo en Mercado Libre, pago contra entrega ${word}`] }),
  app: archivedAd({
    ad_creative_bodies: [`Descarga la app y juega gratis ${word}`],
    apify_data: { ...archivedAd().apify_data, cta_type: "INSTALL_MOBILE_APP", link_url: "https://play.google.com/store/apps/details?id=x" },
  }),
};
const all = Object.values(ads).map((a) => a.id);

async function get(query: Record<string, string>) {
  return callRoute<ArchiveSearchReply>(archive, {
    token,
    url: `http://localhost/api/archive?${new URLSearchParams({ q: word, ...query })}`,
  });
}
async function ids(query: Record<string, string>) {
  const res = await get(query);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.ads.map((a) => a.ad.id).sort();
}
const sorted = (...list: { id: string }[]) => list.map((a) => a.id).sort();

beforeAll(async () => {
  ({ token } = await signedInUser());
  await storeAds(Object.values(ads), { country: "CO" });
});

describe("GET /api/archive?signals=", () => {
  it("reads the fixtures as the cards do (a guard on the fixtures themselves)", () => {
    const s = (ad: (typeof ads)[keyof typeof ads]) => adSignals(ad);
    expect([s(ads.shopCod).is_shop, s(ads.shopCod).cash_on_delivery, s(ads.shopCod).whatsapp]).toEqual([true, true, false]);
    expect([s(ads.shopWhatsApp).is_shop, s(ads.shopWhatsApp).cash_on_delivery, s(ads.shopWhatsApp).whatsapp]).toEqual([true, false, true]);
    expect([s(ads.marketplaceCod).is_shop, s(ads.marketplaceCod).cash_on_delivery]).toEqual([false, true]);
    expect(s(ads.app).is_shop).toBe(false);
  });

  it("keeps only the ads with the signal, as their badges say", async () => {
    expect(await ids({ signals: "cod" })).toEqual(sorted(ads.shopCod, ads.shopCodWhatsApp, ads.marketplaceCod));
    expect(await ids({ signals: "whatsapp" })).toEqual(sorted(ads.shopWhatsApp, ads.shopCodWhatsApp));
    const res = await get({ signals: "cod" });
    expect(res.json.ads.every((a) => a.ad.signals.cash_on_delivery)).toBe(true);
  });

  it("'Solo tiendas' leaves out marketplaces and apps, even with cash on delivery", async () => {
    expect(await ids({ signals: "shop" })).toEqual(sorted(ads.shopCod, ads.shopWhatsApp, ads.shopCodWhatsApp));
  });

  it("combines signals with AND, in any order, case and spacing", async () => {
    expect(await ids({ signals: "shop,cod" })).toEqual(sorted(ads.shopCod, ads.shopCodWhatsApp));
    expect(await ids({ signals: " WhatsApp , cod,shop" })).toEqual(sorted(ads.shopCodWhatsApp));
    expect(await ids({ signals: "cod,cod" })).toEqual(sorted(ads.shopCod, ads.shopCodWhatsApp, ads.marketplaceCod));
    expect(await ids({ signals: "shop", status: "Activo", country: "CO" })).toEqual(
      sorted(ads.shopCod, ads.shopWhatsApp, ads.shopCodWhatsApp),
    );
  });

  it("reads a blank value as no filter, and a bad one as a Spanish 400", async () => {
    expect(await ids({ signals: "" })).toEqual([...all].sort());
    for (const signals of ["envio", "shop,tiendas", "shop;cod", "x".repeat(65)]) {
      const res = await get({ signals });
      expect(res.status, signals).toBe(400);
      expect(res.json).toMatchObject({ success: false, code: "BAD_REQUEST" });
      expect((res.json as unknown as { message: string }).message).toMatch(/señales/i);
    }
  });

  it("follows a re-sighting whose text changed", async () => {
    const own = nonce();
    const ad = archivedAd({ ad_creative_bodies: [`Zapatillas, pago contra entrega ${own}`] });
    await storeAds([ad], { country: "CO" });
    const q = (signals: string) =>
      callRoute<ArchiveSearchReply>(archive, { token, url: `http://localhost/api/archive?${new URLSearchParams({ q: own, signals })}` });
    expect((await q("cod")).json.ads.map((a) => a.ad.id)).toEqual([ad.id]);
    // As a provider returns it again: normalized, its signals read from the new text.
    await storeAds([archivedAd({ id: ad.id, ad_creative_bodies: [`Zapatillas, paga con tarjeta ${own}`] })], { country: "CO" });
    expect((await q("cod")).json.ads).toEqual([]);
    // The text vector follows the new text too (it is kept only while the text is unchanged).
    const search = (text: string) =>
      callRoute<ArchiveSearchReply>(archive, {
        token,
        url: `http://localhost/api/archive?${new URLSearchParams({ q: `${text} ${own}` })}`,
      });
    expect((await search("tarjeta")).json.ads.map((a) => a.ad.id)).toEqual([ad.id]);
    expect((await search("entrega")).json.ads).toEqual([]);
    expect((await q("shop")).json.ads.map((a) => a.ad.id)).toEqual([ad.id]);
  });

  it("finds ads archived before the column once the back-fill has run", async () => {
    await db.$executeRaw`UPDATE "Ad" SET "signalShop" = NULL, "signalCod" = NULL, "signalWhatsApp" = NULL WHERE "id" IN (${ads.shopCod.id}, ${ads.app.id})`;
    expect(await ids({ signals: "cod" })).toEqual(sorted(ads.shopCodWhatsApp, ads.marketplaceCod));
    // No walk ran on this database yet, as after the migration that added the columns.
    await db.appSetting.deleteMany({ where: { key: "signalsRefresh" } });
    expect((await refreshStaleSignals({ batch: 1 })).refreshed).toBeGreaterThanOrEqual(2);
    expect(await ids({ signals: "cod" })).toEqual(sorted(ads.shopCod, ads.shopCodWhatsApp, ads.marketplaceCod));
    const rows = await db.ad.findMany({
      where: { id: { in: [ads.shopCod.id, ads.app.id] } },
      select: { id: true, signalShop: true, signalCod: true, signalWhatsApp: true },
    });
    expect(Object.fromEntries(rows.map(({ id, ...flags }) => [id, flags]))).toEqual({
      [ads.shopCod.id]: { signalShop: true, signalCod: true, signalWhatsApp: false },
      [ads.app.id]: { signalShop: false, signalCod: false, signalWhatsApp: false },
    });
  });
});
