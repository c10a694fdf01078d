import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import type { Ok } from "@/lib/api/client";
import type { ProductListReply } from "@/lib/services/products/list-products";
import type { ProductReply } from "@/lib/services/products/product-page";
import type { StoreReply } from "@/lib/services/stores/store-page";
import type { ProductQuery } from "@/lib/shared/products/product-query";
import { productKey, productsKey, storeKey } from "./keys";

export type ProductsPage = Ok<ProductListReply>;
export type ProductDetail = Ok<ProductReply>;
export type StoreDetail = Ok<StoreReply>;

/** The products with these filters, a page at a time ('Cargar más' follows the cursor). No quota. */
export function useProducts(query: ProductQuery, fallbackData?: ProductsPage) {
  return useSWRInfinite<ProductsPage, Error>(
    (index, previous: ProductsPage | null) => {
      if (index === 0) return productsKey(query, null);
      return previous?.nextCursor ? productsKey(query, previous.nextCursor) : null;
    },
    // `fallbackData`: the first page the server rendered with the screen, so its cards need no round trip.
    { fallbackData: fallbackData ? [fallbackData] : undefined, revalidateFirstPage: false, dedupingInterval: 10_000 },
  );
}

/** One product (GET /api/products/{id}); `fallbackData`: the server's render. */
export function useProduct(id: string, fallbackData?: ProductDetail) {
  return useSWR<ProductDetail, Error>(productKey(id), { fallbackData });
}

/** One store (GET /api/stores/{domain}); `fallbackData`: the server's render. */
export function useStore(domain: string, fallbackData?: StoreDetail) {
  return useSWR<StoreDetail, Error>(storeKey(domain), { fallbackData });
}
