import * as z from "./zod";
import { isoDate, queryInt, text } from "./primitives";
import { countryParam, optional, signalsParam } from "./archive";
import { STOREFRONTS } from "@/lib/signals/storefront";

/** 'Momento' (new stores and countries in 7 days), 'Tiendas', 'Países', 'Visto por primera vez'. */
export const PRODUCT_SORTS = ["momentum", "stores", "countries", "firstSeen"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCTS_MAX_LIMIT = 60;

/** GET /api/products: the /products screen's filters and sort. */
export const productListSchema = z.object({
  country: countryParam(),
  platform: optional(z.enum(STOREFRONTS, { error: "La plataforma debe ser shopify, tiendanube, woocommerce o mercadoshops" })),
  signals: signalsParam(),
  firstSeenFrom: optional(isoDate("La fecha no es válida")),
  sort: optional(z.enum(PRODUCT_SORTS, { error: "Orden no válido" })).transform((v) => v ?? "momentum"),
  limit: optional(
    queryInt({ min: 1, max: PRODUCTS_MAX_LIMIT, message: `El límite debe ser un número entre 1 y ${PRODUCTS_MAX_LIMIT}` }),
  ).transform((v) => v ?? 24),
  cursor: optional(text({ max: 400 })),
});
export type ProductListInput = z.output<typeof productListSchema>;

/** `/api/products/[id]` and `/products/[id]`. */
export const productParamSchema = z.object({
  id: z
    .string({ error: "El producto no es válido" })
    .trim()
    .regex(/^p[0-9a-f]{15}$/, { error: "El producto no es válido" }),
});

/** `/api/stores/[domain]` and `/stores/[domain]`: a host name as the store list writes it. */
export const storeParamSchema = z.object({
  domain: z
    .string({ error: "La tienda no es válida" })
    .trim()
    .toLowerCase()
    .max(253, { error: "La tienda no es válida" })
    .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/, { error: "La tienda no es válida" }),
});
