/**
 * Which shop platform the ad leads to (docs/product.md §4 E-commerce signals), from the link, the
 * caption and any URL in the text: the platforms' own domains first (myshopify.com, mitiendanube.com,
 * nuvemshop.com.br, mercadoshops.com.*), then their default paths (Shopify /products/ and
 * /collections/, Tiendanube /productos/ and /produtos/, WooCommerce /product/, /producto/ and
 * add-to-cart). A generic /tienda/ says nothing.
 */
import type { SignalText } from "./text";

export const STOREFRONTS = ["shopify", "tiendanube", "woocommerce", "mercadoshops"] as const;
export type Storefront = (typeof STOREFRONTS)[number];

const DOMAINS: [Storefront, RegExp][] = [
  ["shopify", /[a-z0-9-]\.myshopify\.com\b|\bcdn\.shopify\.com\b|\bshop\.app\//],
  ["tiendanube", /[a-z0-9-]\.(?:mitiendanube\.com|tiendanube\.com|nuvemshop\.com\.br|lojavirtualnuvem\.com\.br)\b/],
  ["mercadoshops", /[a-z0-9-]\.mercadoshops\.com(?:\.[a-z]{2})?\b|[a-z0-9-]\.mercadoshops\.[a-z]{2}\b/],
];

/** A path segment right after a host or another segment ("tienda.co/products/x"). */
const PATHS: [Storefront, RegExp][] = [
  ["shopify", /[a-z0-9]\/(?:products|collections)\/[a-z0-9]|[?&]variant=\d/],
  ["tiendanube", /[a-z0-9]\/(?:productos|produtos)\/[a-z0-9]/],
  ["woocommerce", /[a-z0-9]\/(?:product|producto|produto|product-category|categoria-producto)\/[a-z0-9]|[?&]add-to-cart=\d|\/wp-content\//],
];

export function detectStorefront(t: SignalText): Storefront | null {
  for (const [kind, pattern] of DOMAINS) if (pattern.test(t.urls)) return kind;
  for (const [kind, pattern] of PATHS) if (pattern.test(t.urls)) return kind;
  return null;
}
