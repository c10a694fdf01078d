import type { Metadata } from "next";
import { toProductQuery } from "@/lib/shared/products/product-query";
import { ProductsScreen } from "./products-screen";

export const metadata: Metadata = { title: "Productos" };

/** The filters live in the URL: a link or a reload shows the same list. */
export default async function ProductsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  return <ProductsScreen query={toProductQuery((name) => params[name])} />;
}
