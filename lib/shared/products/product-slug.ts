/**
 * The product-page slug that joins stores selling the same thing (docs/product.md §Productos): the last
 * segment of a product path ("/products/faja-moldeadora-reductora" → "faja-moldeadora-reductora").
 * Only a slug that names something joins: at least two words and ten letters, not a store's generic
 * page, so "/products/oferta" or "/producto/123" on two stores never makes them one product.
 */
const GENERIC_WORDS = new Set([
  "oferta",
  "ofertas",
  "promo",
  "promocion",
  "producto",
  "productos",
  "product",
  "products",
  "nuevo",
  "nueva",
  "original",
  "comprar",
  "tienda",
  "shop",
  "sale",
  "combo",
  "kit",
  "pack",
  "x2",
  "x3",
  "2x1",
  "3x2",
]);

export function productSlug(productPath: string | null | undefined): string | null {
  if (!productPath) return null;
  const last = productPath.split("/").filter(Boolean).at(-1);
  if (!last) return null;
  const slug = last.toLowerCase().slice(0, 120);
  const words = slug.split(/[-_]+/).filter((w) => /[a-z]/.test(w) && !/^\d+$/.test(w));
  const meaningful = words.filter((w) => !GENERIC_WORDS.has(w) && w.length >= 3);
  const letters = meaningful.join("").replace(/[^a-z]/g, "").length;
  return meaningful.length >= 2 && letters >= 10 ? slug : null;
}

/** "faja-moldeadora-reductora" → "Faja moldeadora reductora": a product's name when no title says it. */
export function slugTitle(slug: string): string {
  const text = slug.replace(/[-_]+/g, " ").replace(/\s+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
