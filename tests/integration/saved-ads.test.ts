// The saved-ads library through its route handlers: listing with filters and stats, editing, deleting,
// bulk saving within the plan, collections, tags, isolation between users and the CSV export.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as list, POST as save } from "@/app/api/saved-ads/route";
import { PUT as update, DELETE as remove } from "@/app/api/saved-ads/[id]/route";
import { POST as bulk } from "@/app/api/saved-ads/bulk/route";
import { GET as collections } from "@/app/api/saved-ads/collections/route";
import { GET as tags } from "@/app/api/saved-ads/tags/route";
import { GET as exportCsv } from "@/app/api/saved-ads/export/route";
import type { SavedAdsPage } from "@/lib/services/saved-ads/list-saved-ads";
import { goodBreakdown } from "../support/fake-openai";
import type { SavedAdCollectionSummary } from "@/lib/services/saved-ads/collections";
import type { SavedAdTagSummary } from "@/lib/services/saved-ads/tags";
import { callRoute, signedInUser } from "../support/factories";
import { createAd } from "../support/library";

const url = (path: string, query: Record<string, string> = {}) => `http://localhost${path}?${new URLSearchParams(query)}`;

async function saveOne(token: string, ad: { id: string }, extra: Record<string, unknown> = {}) {
  const res = await callRoute<{ savedAd: { id: string } }>(save, { token, body: { adData: ad, ...extra } });
  expect(res.status).toBe(201);
  return res.json.savedAd.id;
}

/**
 * A library of three saved ads: A (shoes, hottest, newest ad), B (beauty, favourite, with notes, running
 * longest) and C (lamps, in B's collection), saved in that order.
 */
async function threeAdLibrary() {
  const { token } = await signedInUser();
  const a = await createAd({ pageName: "Zapatos Ana", body: "Zapatillas para correr", hotness: 5, daysRunning: 3 });
  const b = await createAd({ pageName: "Belleza Bea", body: "Crema de noche", hotness: 2, daysRunning: 40 });
  const c = await createAd({ pageName: "Casa Carlos", body: "Lámparas LED", hotness: 3, daysRunning: 12 });
  const idA = await saveOne(token, a, { collection: "Calzado", tags: ["running", "búsqueda"] });
  const idB = await saveOne(token, b, { collection: "Belleza", tags: ["búsqueda"], notes: "Competidor directo" });
  const idC = await saveOne(token, c, { collection: "Belleza", tags: [] });
  expect((await callRoute(update, { method: "PUT", token, params: { id: idB }, body: { isFavorite: true } })).status).toBe(200);
  const listing = (query: Record<string, string> = {}) => callRoute<SavedAdsPage>(list, { token, url: url("/api/saved-ads", query) });
  return { listing, ads: { a, b, c }, ids: { a: idA, b: idB, c: idC } };
}

describe("GET /api/saved-ads", () => {
  let lib: Awaited<ReturnType<typeof threeAdLibrary>>;
  beforeAll(async () => {
    lib = await threeAdLibrary();
  });
  const savedIds = (page: SavedAdsPage) => page.ads.map((x) => x.id);

  it("lists the last saved first, with whole-library stats and without the ad's raw snapshot", async () => {
    const all = await lib.listing();
    expect(all.status).toBe(200);
    expect(all.json.stats).toEqual({ total: 3, favorites: 1, collections: 2, avgHotness: 3.3 });
    expect(all.json.ads.map((x) => x.adId)).toEqual([lib.ads.c.id, lib.ads.b.id, lib.ads.a.id]);
    expect(all.json.ads[0].adData.snapshot).toBeUndefined();
  });

  it("filters by collection, while the stats still describe the whole library", async () => {
    const belleza = await lib.listing({ collection: "Belleza" });
    expect(savedIds(belleza.json)).toEqual([lib.ids.c, lib.ids.b]);
    expect(belleza.json.stats.total).toBe(3);
  });

  it("filters by tags (an ad must carry every one) and by favourites", async () => {
    expect(savedIds((await lib.listing({ tags: "búsqueda,running" })).json)).toEqual([lib.ids.a]);
    expect(savedIds((await lib.listing({ isFavorite: "true" })).json)).toEqual([lib.ids.b]);
  });

  it.each([
    ["the body", "zapatillas", "a"],
    ["the page name, whatever the case", "CASA", "c"],
    ["the notes", "competidor", "b"],
  ] as const)("finds text in %s", async (_where, search, which) => {
    expect(savedIds((await lib.listing({ search })).json)).toEqual([lib.ids[which]]);
  });

  it.each(["%", "_", "\\"])("takes %j literally: no ad's text has it", async (search) => {
    expect(savedIds((await lib.listing({ search })).json)).toEqual([]);
  });

  it("sorts by hotness, days running and page name", async () => {
    const { a, b, c } = lib.ads;
    expect((await lib.listing({ sortBy: "hotness" })).json.ads.map((x) => x.adId)).toEqual([a.id, c.id, b.id]);
    expect((await lib.listing({ sortBy: "daysRunning" })).json.ads.map((x) => x.adId)).toEqual([b.id, c.id, a.id]);
    expect((await lib.listing({ sortBy: "pageName" })).json.ads.map((x) => x.adId)).toEqual([b.id, c.id, a.id]);
  });

  it("pages, saying whether another page follows", async () => {
    const page1 = await lib.listing({ limit: "2" });
    expect(page1.json.pagination).toEqual({ page: 1, limit: 2, hasNextPage: true });
    const page2 = await lib.listing({ limit: "2", page: "2" });
    expect(page2.json.pagination.hasNextPage).toBe(false);
    expect(savedIds(page2.json)).toEqual([lib.ids.a]);
  });

  it("refuses an unknown order with a Spanish message", async () => {
    const bad = await lib.listing({ sortBy: "nada" });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe("Orden no válido");
  });
});

describe("PUT and DELETE /api/saved-ads/{id}", () => {
  it("edits collection, tags and notes in place; stats follow; another user's ad is a 404", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const ad = await createAd({ hotness: 4 });
    const id = await saveOne(owner.token, ad);

    const res = await callRoute(update, {
      method: "PUT",
      token: owner.token,
      params: { id },
      body: { collection: "Ideas", tags: ["Verano", "verano", "ofertas"], notes: "Probar este gancho" },
    });
    expect(res.status).toBe(200);
    expect(res.json.savedAd).toMatchObject({ collection: "Ideas", tags: ["verano", "ofertas"], notes: "Probar este gancho" });
    const found = await callRoute<SavedAdsPage>(list, { token: owner.token, url: url("/api/saved-ads", { search: "gancho" }) });
    expect(found.json.ads).toHaveLength(1);

    const cols = await callRoute<{ collections: SavedAdCollectionSummary[] }>(collections, { token: owner.token });
    expect(cols.json.collections).toEqual([{ name: "Ideas", count: 1, lastAdded: expect.any(String) }]);

    for (const call of [
      callRoute(update, { method: "PUT", token: other.token, params: { id }, body: { isFavorite: true } }),
      callRoute(remove, { method: "DELETE", token: other.token, params: { id } }),
    ]) {
      expect((await call).status).toBe(404);
    }
    const theirs = await callRoute<SavedAdsPage>(list, { token: other.token, url: url("/api/saved-ads") });
    expect(theirs.json.ads).toEqual([]);
    expect(theirs.json.stats).toEqual({ total: 0, favorites: 0, collections: 0, avgHotness: 0 });

    const del = await callRoute(remove, { method: "DELETE", token: owner.token, params: { id } });
    expect(del.status).toBe(200);
    expect(del.json.message).toBe("Anuncio eliminado exitosamente");
    const after = await callRoute<SavedAdsPage>(list, { token: owner.token, url: url("/api/saved-ads") });
    expect(after.json.stats.total).toBe(0);
    expect((await callRoute<{ collections: SavedAdCollectionSummary[] }>(collections, { token: owner.token })).json.collections).toEqual(
      [],
    );
  });
});

describe("GET /api/saved-ads/collections and /tags", () => {
  it("counts each collection and tag of the user only", async () => {
    const { token } = await signedInUser();
    const stranger = await signedInUser();
    await saveOne(stranger.token, await createAd({}), { collection: "Ajena", tags: ["ajena"] });
    await saveOne(token, await createAd({}), { collection: "Búsqueda", tags: ["búsqueda", "crema"] });
    // Typed with a combining accent (as some keyboards and pasted text give it): the same collection and tag.
    await saveOne(token, await createAd({}), { collection: "Bu\u0301squeda", tags: ["bu\u0301squeda"] });
    await saveOne(token, await createAd({}), { collection: "Favoritas", tags: ["crema", "búsqueda"] });
    const cols = await callRoute<{ collections: SavedAdCollectionSummary[] }>(collections, { token });
    expect(cols.json.collections.map((c: { name: string; count: number }) => [c.name, c.count])).toEqual([
      ["Búsqueda", 2],
      ["Favoritas", 1],
    ]);
    const t = await callRoute<{ tags: SavedAdTagSummary[] }>(tags, { token });
    expect(t.json.tags).toEqual([
      { name: "búsqueda", count: 3 },
      { name: "crema", count: 2 },
    ]);
  });
});

describe("POST /api/saved-ads/bulk", () => {
  it("saves the new ads with the defaults, skips the ones already saved and counts only the added against the cap", async () => {
    const { user, token } = await signedInUser();
    const ads = await Promise.all([1, 2, 3, 4].map(() => createAd({})));
    await saveOne(token, ads[0]);
    await db.plan.update({ where: { type: "pioneros" }, data: { savedAdsLimit: 4 } });
    try {
      const res = await callRoute(bulk, {
        token,
        body: {
          ads: [...ads, { id: "desconocido" }].map((a) => ({ id: a.id })),
          defaultCollection: "Lote",
          defaultTags: ["Crema"],
          defaultNotes: "de la búsqueda",
        },
      });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ saved: 3, skipped: 1, unavailable: 1 });
      const rows = await db.savedAd.findMany({ where: { userId: user.id, collection: "Lote" } });
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.tags.join() === "crema" && r.notes === "de la búsqueda")).toBe(true);

      // All four are in the library now: the cap (4) is reached, but a batch of only known ads adds nothing and passes.
      const again = await callRoute(bulk, { token, body: { ads: ads.map((a) => ({ id: a.id })) } });
      expect(again.json).toMatchObject({ saved: 0, skipped: 4 });
      const extra = await createAd({});
      const over = await callRoute(bulk, { token, body: { ads: [{ id: extra.id }] } });
      expect(over.status).toBe(403);
      expect(over.json.code).toBe("PLAN_LIMIT");
      expect(over.json.error).toContain("anuncios guardados");
    } finally {
      await db.plan.update({ where: { type: "pioneros" }, data: { savedAdsLimit: 200 } });
    }
  });

  it("refuses a plan that cannot save", async () => {
    const { token } = await signedInUser("free");
    const res = await callRoute(bulk, { token, body: { ads: [{ id: (await createAd({})).id }] } });
    expect(res.status).toBe(403);
    expect(res.json.error).toContain("anuncios guardados");
  });
});

describe("GET /api/saved-ads/export", () => {
  it("streams the filtered list as CSV with a BOM, Spanish headers and formulas neutralised", async () => {
    const { token } = await signedInUser();
    const stranger = await signedInUser();
    await saveOne(stranger.token, await createAd({ pageName: "Ajena" }), { collection: "Belleza" });
    const evil = await createAd({
      pageName: '=HYPERLINK("http://x")',
      body: "+34 600 000",
      cta: "@compra",
      hotness: 4,
      daysRunning: 7,
      collation: 3,
    });
    await saveOne(token, evil, { collection: "Belleza", tags: ["búsqueda", "crema"], notes: '-2 días, "ojo"\nsegunda línea' });
    await saveOne(token, await createAd({ pageName: "Otra" }), { collection: "Hogar" });

    const res = await callRoute(exportCsv, { token, url: url("/api/saved-ads/export", { collection: "Belleza" }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="anuncios-guardados-\d{4}-\d{2}-\d{2}\.csv"$/);
  });

  it("writes one row per ad with every column", async () => {
    const { token } = await signedInUser();
    const evil = await createAd({
      pageName: '=HYPERLINK("http://x")',
      body: "+34 600 000",
      cta: "@compra",
      hotness: 4,
      daysRunning: 7,
      collation: 3,
    });
    await saveOne(token, evil, { collection: "Belleza", tags: ["búsqueda", "crema"], notes: '-2 días, "ojo"\tfin' });
    await saveOne(token, await createAd({ pageName: "Otra" }), { collection: "Hogar" });
    const req = new Request(url("/api/saved-ads/export", { collection: "Belleza" }), { headers: { authorization: `Bearer ${token}` } });
    const res = await exportCsv(req, { params: Promise.resolve({}) });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toBe(
      "Página,Texto del anuncio,Enlace,CTA,Fecha de inicio,Días activo,Duplicados,Popularidad,Puntuación,Etiqueta,Colección,Etiquetas,Notas,URL del anuncio,Guardado el,Gancho (IA),Ángulo (IA),Usado por (tiendas),Producto",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    // The score is the one every screen shows now (docs/score.md), whatever the saved copy held.
    expect(lines[1]).toMatch(
      /,'\+34 600 000,https:\/\/tienda\.example\/crema,'@compra,2026-10-01,7,3,4,\d{1,3},(Prometedor|Ganador|Escalando|Nuevo)?,Belleza,"búsqueda, crema",/,
    );
    expect(lines[1]).toContain(`"'-2 días, ""ojo""\tfin"`);
    expect(lines[1]).toContain(`https://www.facebook.com/ads/library/?id=${evil.id}`);
    // No analysis yet, and no product sold by other stores: the last four cells are empty.
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,,,$/);
  });

  it("writes the hook and angle of the ad's AI analysis when there is one", async () => {
    const { token } = await signedInUser();
    const ad = await createAd({ pageName: "Tienda Analizada" });
    await saveOne(token, ad, { collection: "Score" });
    const breakdown = goodBreakdown("=Crema hidratante natural");
    await db.adAnalysis.create({
      data: { adId: ad.id, model: "gpt-4o-mini@1", textHash: "h", result: { breakdown, country: null, usedTranscript: false } },
    });
    const row = (await exportText(token)).split("\n").find((r) => r.startsWith("Tienda Analizada"));
    // The quote is ad text: a formula-looking hook is neutralised like every other cell.
    expect(row).toMatch(/,'=Crema hidratante natural,Promete un resultado visible sin esfuerzo,,\r?$/);
  });

  it("writes the score every screen shows now, never one a copy was kept with", async () => {
    const { token } = await signedInUser();
    const ad = await createAd({ pageName: "Tienda Score", daysRunning: 60, collation: 20 });
    const stored = await db.ad.findUniqueOrThrow({ where: { id: ad.id } });
    await db.ad.update({
      where: { id: ad.id },
      data: { data: { ...(stored.data as object), winner_score: 82, winner_label: "Ganador", winner_explanation: [] } },
    });
    await saveOne(token, ad, { collection: "Score" });
    const plain = await createAd({ pageName: "Tienda Vieja", daysRunning: 60, collation: 20 });
    await saveOne(token, plain, { collection: "Score" });
    const rows = (await exportText(token)).split("\n");
    // The 82 written into the copies is stale: both ads score as the archive and the ad's page do now
    // (60 days +22, 20 copies +17, 1 country +2, 1 placement +1, active +5).
    expect(rows.find((r) => r.startsWith("Tienda Score"))).toContain(",47,Prometedor,Score,");
    expect(rows.find((r) => r.startsWith("Tienda Vieja"))).toContain(",47,Prometedor,Score,");
    const listed = await callRoute<SavedAdsPage>(list, { token, url: url("/api/saved-ads", { collection: "Score" }) });
    const scores = Object.fromEntries(
      listed.json.ads.map((s) => {
        const data = s.adData as { page_name: string; winner_score: number };
        return [data.page_name, data.winner_score];
      }),
    );
    expect(scores).toEqual({ "Tienda Score": 47, "Tienda Vieja": 47 });
  });
});

async function exportText(token: string): Promise<string> {
  const req = new Request(url("/api/saved-ads/export", { collection: "Score" }), { headers: { authorization: `Bearer ${token}` } });
  const res = await exportCsv(req, { params: Promise.resolve({}) });
  return new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(3));
}
