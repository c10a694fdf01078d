import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { listProducts } from "@/lib/services/products/list-products";
import { toProductQuery } from "@/lib/shared/products/product-query";
import { productsKey } from "@/lib/swr/keys";
import { productListSchema } from "@/lib/validation/products";
import { ProductsScreen } from "./products-screen";

export const metadata: Metadata = { title: "Productos" };

/**
 * The filters live in the URL: a link or a reload shows the same list. Its first page is read here, as GET
 * /api/products reads the same key, so the first cards come with the screen instead of after hydration and
 * a round trip (docs/benchmarks.md §6); filters the API would refuse leave it to the client, which shows the
 * error.
 */
export default async function ProductsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [, params] = await Promise.all([requireUser(), searchParams]);
  const query = toProductQuery((name) => params[name]);
  const parsed = productListSchema.safeParse(Object.fromEntries(new URL(productsKey(query, null), "http://products").searchParams));
  const first = parsed.success ? await listProducts(parsed.data) : undefined;
  return <ProductsScreen query={query} initial={first ? { success: true, ...first } : undefined} />;
}
