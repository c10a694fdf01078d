// The search filters of docs/product.md §4 through POST /api/search on the real ScrapeCreators and Meta
// clients pointed at local fakes: what is sent upstream (and so names its own cache page), what is
// applied on the server, and the quota figures showing that filtered-out ads are never charged.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as search } from "@/app/api/search/route";
import { GET as multiplePages } from "@/app/api/search/multiple-pages/route";
import { GET as getComplete } from "@/app/api/complete-searches/[id]/route";
import { POST as scrapeAdvertiser } from "@/app/api/ads/scrape-advertiser/route";
import { GET as history } from "@/app/api/search-history/route";
import {
  COMPANY_ADS_PATH,
  FAKE_SC_API_KEY,
  SEARCH_PATH,
  scAd,
  startFakeScrapeCreators,
  type FakeScrapeCreators,
} from "../support/fake-scrapecreators";
import { ADS_ARCHIVE_URL_PATH, FAKE_META_TOKEN, metaAd, startFakeMeta, type FakeMeta } from "../support/fake-meta";
import { callRoute, createTestPlan, createTestUser, scopedEnv, signedInUser, TEST_PASSWORD } from "../support/factories";

const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_S * 1000).toISOString().slice(0, 10);

/** One upstream page with one ad of each kind the filters tell apart. */
function mixedPage() {
  return [
    scAd(
      "f-cod",
      { start_date: nowS() - 10 * DAY_S },
      { body: { text: "Faja reductora $ 129.900. Pago contra entrega en toda Colombia" }, link_url: "https://tienda.co/products/faja" },
    ),
    scAd(
      "f-wa",
      { start_date: nowS() - 12 * DAY_S },
      {
        body: { text: "Faja colombiana $ 99.000, pídela por WhatsApp" },
        link_url: "https://wa.me/573001112233",
        cta_type: "WHATSAPP_MESSAGE",
      },
    ),
    scAd(
      "f-app",
      { start_date: nowS() - 20 * DAY_S },
      {
        body: { text: "Descarga la app y entrena en casa" },
        link_url: "https://play.google.com/store/apps/details?id=x.fit",
        cta_type: "INSTALL_MOBILE_APP",
        link_description: "",
      },
    ),
    scAd("f-fb", { start_date: nowS() - 5 * DAY_S, publisher_platform: ["FACEBOOK"] }, { body: { text: "Faja postparto en oferta" } }),
    scAd("f-curso", { start_date: nowS() - 8 * DAY_S }, { body: { text: "Curso de costura de fajas, pago contra entrega del material" } }),
    scAd("f-old", { start_date: nowS() - 400 * DAY_S }, { body: { text: "Faja clásica, contraentrega" } }),
  ];
}

type Ad = { id: string; winner_score: number; winner_label: string | null; winner_explanation: unknown[]; signals: { is_shop: boolean } };
const ids = (res: { json: { data: Ad[] } }) => res.json.data.map((a) => a.id);

describe("filters on ScrapeCreators", () => {
  let fake: FakeScrapeCreators;
  const env = scopedEnv();
  beforeAll(async () => {
    fake = await startFakeScrapeCreators();
    env.set({
      AD_PROVIDER: "scrapecreators",
      SCRAPECREATORS_API_KEY: FAKE_SC_API_KEY,
      SCRAPECREATORS_BASE_URL: fake.url,
      PROVIDER_MAX_RETRIES: "0",
    });
  });
  afterAll(async () => {
    env.restore();
    await fake.close();
  });
  beforeEach(() => {
    fake.server.reset();
    fake.setSearchPages([mixedPage(), [scAd("f-p2", { start_date: nowS() - 3 * DAY_S }, { body: { text: "Faja, paga al recibir" } })]], {
      count: 7,
    });
  });

  /** Every test searches its own term, so it starts from a cache miss. */
  const term = () => `faja ${Math.random().toString(36).slice(2, 8)}`;
  const base = (value: string) => ({ value, country: "CO", minDays: 0 });

  it("every ad carries the winner score, its explanation and the signals", async () => {
    const { token } = await signedInUser();
    const res = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body: base(term()),
    });
    expect(res.status).toBe(200);
    for (const ad of res.json.data as Ad[]) {
      expect(ad.winner_score).toBeGreaterThanOrEqual(0);
      expect(ad.winner_explanation).toHaveLength(7);
      expect(ad.signals).toBeDefined();
    }
  });

  it("'Contra entrega' delivers and charges only the matching ads; the others cost nothing", async () => {
    const { user, token } = await signedInUser();
    const res = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body: { ...base(term()), cashOnDelivery: true },
    });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(["f-cod", "f-curso", "f-old"]);
    expect(res.json.quota).toEqual({ charged: 3, free: 0, truncated: false, filteredOut: 3 });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ adsFetched: 3, searchesPerformed: 1 });
    // The upstream was asked for the plain search: a post-fetch filter is not an upstream parameter.
    const sent = fake.server.requestsTo(SEARCH_PATH)[0].query;
    expect([...sent.keys()].sort()).toEqual(["ad_type", "country", "language", "media_type", "query", "search_type", "status", "trim"]);
  });

  it("combines 'Solo tiendas', 'WhatsApp', platforms and excluded words on the server, sharing the unfiltered cache page", async () => {
    const value = term();
    const a = await signedInUser();
    const first = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token: a.token,
      body: { ...base(value), shopsOnly: true },
    });
    expect(first.json.cached).toBe(false);
    expect(ids(first)).not.toContain("f-app");
    expect(ids(first)).toContain("f-cod");

    const b = await signedInUser();
    const wa = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token: b.token,
      body: { ...base(value), whatsapp: true },
    });
    // Same upstream page: answered from the cache the first search filled.
    expect(wa.json.cached).toBe(true);
    expect(ids(wa)).toEqual(["f-wa"]);
    expect((await db.user.findUniqueOrThrow({ where: { id: b.user.id } })).adsFetched).toBe(1);

    const c = await signedInUser();
    const ig = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token: c.token,
      body: { ...base(value), platforms: ["instagram"], excludedWords: ["CURSO", "clásica"] },
    });
    expect(ig.json.cached).toBe(true);
    expect(ids(ig)).toEqual(["f-cod", "f-wa", "f-app"]);
    expect(ig.json.quota).toMatchObject({ charged: 3, filteredOut: 3 });
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(1);
  });

  it("sends the start date upstream, where it names its own cache page, and applies it exactly", async () => {
    const value = term();
    const { user, token } = await signedInUser();
    const res = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body: { ...base(value), startedWithin: 30 },
    });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(["f-cod", "f-wa", "f-app", "f-fb", "f-curso"]);
    expect(res.json.quota).toMatchObject({ charged: 5, filteredOut: 1 });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).adsFetched).toBe(5);
    expect(fake.server.requestsTo(SEARCH_PATH)[0].query.get("start_date")).toBe(utcDay(30));

    const plain = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body: base(value),
    });
    expect(plain.json.cached).toBe(false);
    expect(fake.server.requestsTo(SEARCH_PATH)[1].query.get("start_date")).toBeNull();

    const range = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body: { ...base(value), startedFrom: utcDay(15), startedTo: utcDay(6) },
    });
    expect(ids(range)).toEqual(["f-cod", "f-wa", "f-curso"]);
    expect(fake.server.requestsTo(SEARCH_PATH)[2].query.get("end_date")).toBe(utcDay(6));
  });

  it("'Cargar más' keeps the filters, and a post-fetch filter may change between pages", async () => {
    const { token } = await signedInUser();
    const body = { ...base(term()), cashOnDelivery: true };
    const first = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body,
    });
    const more = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body: { ...body, whatsapp: false, shopsOnly: true, page: 2, cursor: first.json.cursor, searchId: first.json.searchId },
    });
    expect(more.status).toBe(200);
    expect(ids(more)).toEqual(["f-p2"]);
    // An upstream filter is part of the search the cursor belongs to.
    const other = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body: { ...body, startedWithin: 7, page: 2, cursor: first.json.cursor },
    });
    expect(other.status).toBe(400);
  });

  it("'Cargar más' fills a page the filters thinned from the next upstream pages, three at most", async () => {
    const pair = (n: number) => [
      scAd(`f-fill${n}-cod`, { start_date: nowS() - 9 * DAY_S }, { body: { text: "Faja con pago contra entrega" } }),
      scAd(`f-fill${n}-no`, { start_date: nowS() - 9 * DAY_S }, { body: { text: "Faja en oferta" } }),
    ];
    fake.setSearchPages([mixedPage(), pair(2), pair(3), pair(4), pair(5)], { count: 14 });
    const { token } = await signedInUser();
    const body = { ...base(term()), cashOnDelivery: true };
    type Reply = { data: Ad[]; searchId: string; cursor: string | null; pagination: { hasNextPage: boolean; totalResults: number } };
    const first = await callRoute<Reply>(search, { token, body });
    // The search's own page is one upstream call.
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(1);
    const more = await callRoute<Reply>(search, {
      token,
      body: { ...body, page: 2, cursor: first.json.cursor, searchId: first.json.searchId },
    });
    expect(ids(more)).toEqual(["f-fill2-cod", "f-fill3-cod", "f-fill4-cod"]);
    expect(more.json.pagination).toMatchObject({ hasNextPage: true, totalResults: 14 });
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(4);
    const last = await callRoute<Reply>(search, {
      token,
      body: { ...body, page: 3, cursor: more.json.cursor, searchId: first.json.searchId },
    });
    expect(ids(last)).toEqual(["f-fill5-cod"]);
    expect(last.json.pagination.hasNextPage).toBe(false);
  });

  it("keeps the filters in the saved search, apart from the unfiltered one, and its reload is scored", async () => {
    const { user, token } = await signedInUser();
    const value = term();
    const filtered = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body: { ...base(value), cashOnDelivery: true, excludedWords: ["curso"] },
    });
    await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body: base(value),
    });
    const saved = await db.completeSearch.findMany({ where: { userId: user.id }, orderBy: { executedAt: "asc" } });
    expect(saved).toHaveLength(2);
    expect(saved[0].params).toMatchObject({ cashOnDelivery: true, excludedWords: ["curso"], shopsOnly: false });
    expect(saved[0].adIds).toEqual(["f-cod", "f-old"]);

    const reload = await callRoute<{ results: Ad[]; searchParams: unknown }>(getComplete, {
      token,
      params: { id: filtered.json.searchId },
      url: "http://localhost/api/complete-searches/x?page=1",
    });
    expect(reload.status).toBe(200);
    expect(reload.json.results.map((a: Ad) => a.id)).toEqual(["f-cod", "f-old"]);
    for (const ad of reload.json.results as Ad[]) expect(ad.winner_explanation).toHaveLength(7);
    expect(reload.json.searchParams).toMatchObject({ cashOnDelivery: true });
  });

  it("keeps the filters set in the history entry, for 'Repetir'", async () => {
    const { token } = await signedInUser();
    const value = term();
    await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body: { ...base(value), whatsapp: true, platforms: ["instagram"], startedWithin: 90, excludedWords: ["curso"] },
    });
    await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body: base(`${value} sin filtros`),
    });
    const res = await callRoute(history, { token, url: "http://localhost/api/search-history?page=1" });
    const [plain, filtered] = res.json.history as { searchParams: Record<string, unknown> }[];
    expect(filtered.searchParams).toMatchObject({
      value,
      whatsapp: true,
      platforms: ["instagram"],
      startedWithin: 90,
      excludedWords: ["curso"],
    });
    expect(filtered.searchParams).not.toHaveProperty("shopsOnly");
    expect(plain.searchParams).not.toHaveProperty("whatsapp");
  });

  it("cuts a filtered page to the quota left, charging nothing beyond it", async () => {
    const plan = await createTestPlan({ adsLimit: 2 });
    const user = await createTestUser({ planType: plan.type });
    const { POST: login } = await import("@/app/api/auth/login/route");
    const { json } = await callRoute<{ token: string }>(login, { body: { email: user.email, password: TEST_PASSWORD } });
    const res = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token: json.token,
      body: { ...base(term()), cashOnDelivery: true },
    });
    expect(ids(res)).toEqual(["f-cod", "f-curso"]);
    expect(res.json.quota).toEqual({ charged: 2, free: 0, truncated: true, filteredOut: 3 });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).adsFetched).toBe(2);
  });

  it("marks every ad of a political-ads search as not a shop", async () => {
    const { user, token } = await signedInUser();
    const res = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body: { ...base(term()), adType: "POLITICAL_AND_ISSUE_ADS", shopsOnly: true },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).adsFetched).toBe(0);
  });

  it.each([
    [{ startedWithin: 15 }, "El periodo debe ser de 7, 30 o 90 días"],
    [{ startedWithin: 7, startedFrom: "2025-01-01" }, "Elige un periodo o un rango de fechas, no ambos"],
    [{ startedFrom: "2025-03-01", startedTo: "2025-01-01" }, "La fecha inicial no puede ser posterior a la final"],
    [{ startedFrom: "2025-02-30" }, "La fecha no es válida (AAAA-MM-DD)"],
    [{ platforms: ["tiktok"] }, "Plataforma no válida"],
    [{ excludedWords: Array.from({ length: 21 }, (_, i) => `p${i}`) }, "Puedes excluir hasta 20 palabras"],
    [{ shopsOnly: "quizás" }, "El filtro debe ser verdadero o falso"],
  ])("refuses %j with a Spanish 400 and calls nobody", async (filters, message) => {
    const { token } = await signedInUser();
    const res = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body: { ...base(term()), ...filters },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain(message);
    expect(fake.server.requestsTo(SEARCH_PATH)).toHaveLength(0);
  });

  it("the multi-page walk and the advertiser scrape carry the score and the signals", async () => {
    const { token } = await signedInUser();
    const url = `https://www.facebook.com/ads/library/?active_status=active&ad_type=all&country=CO&q=${encodeURIComponent(term())}&search_type=keyword_unordered`;
    const walk = await callRoute<{ data: Ad[] }>(multiplePages, {
      token,
      url: `http://localhost/api/search/multiple-pages?maxPages=2&initialUrl=${encodeURIComponent(url)}`,
    });
    expect(walk.status).toBe(200);
    expect(walk.json.data).toHaveLength(7);
    for (const ad of walk.json.data as Ad[]) expect(typeof ad.winner_score).toBe("number");

    fake.setCompanyPages([[scAd("f-company", {}, { body: { text: "Envío gratis y pago contra entrega" } })]]);
    const scraped = await callRoute<{ data: Ad[] }>(scrapeAdvertiser, { token, body: { pageId: "101234567890123", country: "CO" } });
    expect(scraped.status).toBe(200);
    expect(scraped.json.data[0]).toMatchObject({ id: "f-company", signals: { cash_on_delivery: true, free_shipping: true } });
    expect(scraped.json.data[0].winner_explanation).toHaveLength(7);
    expect(fake.server.requestsTo(COMPANY_ADS_PATH)).toHaveLength(1);
  });

  it("scores with the advertiser's momentum when its active ads were counted", async () => {
    const { token } = await signedInUser();
    const pageId = `77${Math.floor(Math.random() * 1e9)}`;
    fake.setSearchPages([[scAd("f-momentum", { page_id: pageId, start_date: nowS() - 10 * DAY_S })]]);
    const today = new Date(`${utcDay(0)}T00:00:00Z`);
    const weekAgo = new Date(`${utcDay(7)}T00:00:00Z`);
    await db.advertiserSnapshot.createMany({
      data: [
        { pageId, country: "CO", day: today, activeAds: 30, adIds: [] },
        { pageId, country: "CO", day: weekAgo, activeAds: 18, adIds: [] },
      ],
    });
    const res = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body: base(term()),
    });
    const line = (
      res.json.data[0] as unknown as { winner_explanation: { key: string; points: number; text: string }[] }
    ).winner_explanation.find((c) => c.key === "momentum");
    expect(line?.text).toMatch(/^El anunciante tiene 30 anuncios activos \(\+12 en 7 días\): \+\d+$/);
    expect(line?.points).toBeGreaterThan(0);
  });
});

describe("filters on Meta's Graph API", () => {
  let fake: FakeMeta;
  const env = scopedEnv();
  beforeAll(async () => {
    fake = await startFakeMeta();
    env.set({ AD_PROVIDER: "meta", META_ACCESS_TOKEN: FAKE_META_TOKEN, META_GRAPH_BASE_URL: fake.baseUrl, PROVIDER_MAX_RETRIES: "0" });
  });
  afterAll(async () => {
    env.restore();
    await fake.close();
  });
  beforeEach(() => {
    fake.server.reset();
    fake.setPages([
      [
        metaAd("m-ig", { publisher_platforms: ["instagram"], ad_delivery_start_time: utcDay(3) }),
        metaAd("m-fb", { publisher_platforms: ["facebook"], ad_delivery_start_time: utcDay(3) }),
      ],
    ]);
  });

  it("sends platforms and dates upstream, in the cache key, and still applies them", async () => {
    const value = `agua ${Math.random().toString(36).slice(2, 8)}`;
    const { token } = await signedInUser();
    const body = { value, country: "ES", minDays: 0, platforms: ["instagram", "messenger"], startedWithin: 7 };
    const res = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token,
      body,
    });
    expect(res.status).toBe(200);
    // The fake ignores the filter, as an upstream may: the server's own check still applies it.
    expect(ids(res)).toEqual(["m-ig"]);
    const sent = fake.server.requestsTo(ADS_ARCHIVE_URL_PATH)[0].query;
    expect(sent.get("publisher_platforms")).toBe('["INSTAGRAM","MESSENGER"]');
    expect(sent.get("ad_delivery_date_min")).toBe(utcDay(7));

    const other = await signedInUser();
    const facebook = await callRoute<{ data: Ad[]; quota: unknown; searchId: string; cached: boolean; cursor: string | null }>(search, {
      token: other.token,
      body: { ...body, platforms: ["facebook"] },
    });
    expect(facebook.json.cached).toBe(false);
    expect(ids(facebook)).toEqual(["m-fb"]);
  });
});
