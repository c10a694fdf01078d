// /products' 'Visto por primera vez desde' filter (docs/product.md §Productos) on real PostgreSQL: only the
// products first seen on or after the date are listed, in the chosen order, and the pages of the list
// neither repeat nor skip one. Both of listProducts' reads are covered: the date's range read and sorted
// (another sort), and the first-seen index itself (sort=firstSeen). The products are far in the future so
// no other test's products fall in the range.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as listProductsRoute } from "@/app/api/products/route";
import { hasRareFacet, listProducts, type ProductListReply } from "@/lib/services/products/list-products";
import { productListSchema } from "@/lib/validation/products";
import { callRoute, signedInUser } from "../support/factories";

const DAY = 86_400_000;
const BASE = Date.UTC(2091, 2, 1);

async function product(
  daysAfterBase: number,
  storeCount: number,
  countries: string[],
  facets: { platforms?: string[]; cod?: boolean; whatsapp?: boolean } = {},
) {
  const id = `p${randomBytes(8).toString("hex").slice(0, 15)}`;
  const firstSeenAt = new Date(BASE + daysAfterBase * DAY);
  await db.product.create({
    data: {
      id,
      name: `Producto ${id}`,
      exampleAdId: "none",
      adCount: storeCount,
      storeCount,
      advertiserCount: storeCount,
      clusterCount: 1,
      countryCount: countries.length,
      countries,
      countryPath: countries.map((country) => ({ country, firstSeenAt: firstSeenAt.toISOString() })),
      platforms: facets.platforms ?? ["shopify"],
      prices: [],
      firstSeenAt,
      lastSeenAt: firstSeenAt,
      newStores7d: 0,
      newCountries7d: 0,
      momentum: 0,
      signalShop: true,
      signalCod: facets.cod ?? false,
      signalWhatsApp: facets.whatsapp ?? false,
      saturation: "NUEVO",
      computedAt: firstSeenAt,
    },
  });
  return { id, firstSeenAt, storeCount, countries };
}

/** Every page of a list, following its cursors. */
async function everyPage(token: string, query: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const url: string = `http://localhost/api/products?${query}&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
    const reply: { status: number; json: ProductListReply } = await callRoute<ProductListReply>(listProductsRoute, { token, url });
    expect(reply.status).toBe(200);
    ids.push(...reply.json.products.map((p) => p.id));
    cursor = reply.json.nextCursor;
    if (!cursor) break;
  }
  return ids;
}

describe("products first seen since a date", () => {
  it("lists only the products first seen on or after the date, in each order, page after page", async () => {
    const { token } = await signedInUser("pioneros");
    const before = [await product(0, 9, ["MX"]), await product(3, 12, ["CO", "MX"])];
    // from = 2091-03-05: day 4 after the base is that date's midnight.
    const since = [
      await product(4, 5, ["MX"]),
      await product(6, 7, ["CO"]),
      await product(6, 2, ["MX", "PE"]),
      await product(9, 7, ["MX"]),
      await product(15, 3, ["CO", "MX"]),
    ];
    const from = "2091-03-05";
    const byStores = [...since].sort((a, b) => b.storeCount - a.storeCount || (a.id < b.id ? 1 : -1)).map((p) => p.id);
    const byFirstSeen = [...since]
      .sort((a, b) => b.firstSeenAt.getTime() - a.firstSeenAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((p) => p.id);

    expect(await everyPage(token, `sort=stores&firstSeenFrom=${from}`)).toEqual(byStores);
    expect(await everyPage(token, `sort=firstSeen&firstSeenFrom=${from}`)).toEqual(byFirstSeen);
    // With a country: the date and the country both hold.
    expect(await everyPage(token, `sort=stores&country=CO&firstSeenFrom=${from}`)).toEqual(
      byStores.filter((id) => since.find((p) => p.id === id)!.countries.includes("CO")),
    );
    // The day itself counts (a product first seen at its midnight is listed); the day before does not.
    expect(await everyPage(token, `sort=firstSeen&firstSeenFrom=2091-03-04`)).toEqual([...byFirstSeen, before[1].id]);
  });
});

describe("products by a filter few products hold", () => {
  /** Every page of listProducts' answer, read one way or the other. */
  async function pagesOf(query: string, byFacets: boolean) {
    const ids: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages++) {
      const input = productListSchema.parse({ ...Object.fromEntries(new URLSearchParams(query)), limit: "2", cursor });
      const reply = await listProducts(input, { byFacets });
      ids.push(...reply.products.map((p) => p.id));
      if (!reply.nextCursor) break;
      cursor = reply.nextCursor;
    }
    return ids;
  }

  it("reads the same pages from the facets' index as the sort's walk, for every filter and order", async () => {
    const made = [
      await product(30, 4, ["BO", "PY"], { platforms: ["tiendanube"], cod: true }),
      await product(31, 9, ["BO"], { platforms: ["tiendanube", "shopify"], cod: true, whatsapp: true }),
      await product(33, 2, ["UY"], { platforms: ["woocommerce"], whatsapp: true }),
      await product(35, 6, ["BO", "UY"], { platforms: ["mercadoshops"], cod: true }),
      await product(36, 6, ["PY"], { platforms: ["tiendanube"] }),
    ];
    const from = "2091-03-31";
    const queries = [
      "country=BO",
      "country=BO&platform=tiendanube",
      "country=BO&signals=cod",
      "country=UY&platform=woocommerce&signals=whatsapp",
      "platform=tiendanube&signals=cod,whatsapp",
      "signals=whatsapp",
      // Nobody: an empty list either way.
      "country=CR&platform=mercadoshops",
    ];
    for (const sort of ["momentum", "stores", "countries", "firstSeen"]) {
      for (const q of queries) {
        const query = `${q}&sort=${sort}&firstSeenFrom=${from}`;
        const walked = await pagesOf(query, false);
        expect(await pagesOf(query, true), query).toEqual(walked);
        // And the answer is the filter's: the products made here that hold every facet asked for.
        const wanted = new URLSearchParams(q);
        const holds = made.filter((p) => !wanted.get("country") || p.countries.includes(wanted.get("country")!));
        expect(new Set(walked).size, query).toBe(walked.length);
        for (const id of walked)
          expect(
            made.map((p) => p.id),
            query,
          ).toContain(id);
        if (!wanted.get("platform") && !wanted.get("signals")) expect(walked.length, query).toBe(holds.length);
      }
    }
  });

  it("calls a facet rare from the table's statistics: fewer products than the bound, or none at all", async () => {
    await product(40, 3, ["MX"]);
    await db.$executeRawUnsafe(`ANALYZE "Product"`);
    // 'Solo tiendas' is held by every product these tests make (eight at least); Honduras by none.
    expect(await hasRareFacet(["s:shop"], 4)).toBe(false);
    expect(await hasRareFacet(["s:shop", "c:HN"], 4)).toBe(true);
    expect(await hasRareFacet(["s:shop"], 1_000_000)).toBe(true);
  });
});
