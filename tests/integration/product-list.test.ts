// /products' 'Visto por primera vez desde' filter (docs/product.md §Productos) on real PostgreSQL: only the
// products first seen on or after the date are listed, in the chosen order, and the pages of the list
// neither repeat nor skip one. Both of listProducts' reads are covered: the date's range read and sorted
// (another sort), and the first-seen index itself (sort=firstSeen). The products are far in the future so
// no other test's products fall in the range.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as listProductsRoute } from "@/app/api/products/route";
import type { ProductListReply } from "@/lib/services/products/list-products";
import { callRoute, signedInUser } from "../support/factories";

const DAY = 86_400_000;
const BASE = Date.UTC(2091, 2, 1);

async function product(daysAfterBase: number, storeCount: number, countries: string[]) {
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
      platforms: ["shopify"],
      prices: [],
      firstSeenAt,
      lastSeenAt: firstSeenAt,
      newStores7d: 0,
      newCountries7d: 0,
      momentum: 0,
      signalShop: true,
      signalCod: false,
      signalWhatsApp: false,
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
