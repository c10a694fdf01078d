import Link from "next/link";
import { Boxes } from "lucide-react";

/**
 * 'Usado por N tiendas': the ad's product is sold by two stores or more (docs/product.md §Productos).
 * Leads to the product, where the stores, countries and saturation are.
 */
export function ProductLink({ productId, storeCount }: { productId: string | null | undefined; storeCount: number | undefined }) {
  if (!productId || !storeCount || storeCount < 2) return null;
  return (
    <Link
      href={`/products/${productId}`}
      data-testid="product-link"
      className="inline-flex w-fit items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-200 ring-inset hover:bg-sky-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      <Boxes aria-hidden="true" className="size-3 shrink-0" />
      Usado por {storeCount} tiendas
    </Link>
  );
}
