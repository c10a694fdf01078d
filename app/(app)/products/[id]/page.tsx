import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/session";
import { isAppError } from "@/lib/errors";
import { getProduct } from "@/lib/services/products/product-page";
import type { ProductDetail } from "@/lib/swr/use-products";
import { productParamSchema } from "@/lib/validation/products";
import { ProductScreen } from "./product-screen";

export const metadata: Metadata = { title: "Producto" };

async function load(userId: string, id: string): Promise<ProductDetail | null> {
  try {
    return { success: true, ...(await getProduct(userId, id)) };
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") return null;
    throw e;
  }
}

/** A product across stores, rendered on the server from the archive (no upstream call, no quota). */
export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const parsed = productParamSchema.safeParse(await params);
  const id = parsed.success ? parsed.data.id : "";
  const initial = id ? await load(user.id, id) : null;
  // A product merged since the link was made: its address is now the product that absorbed it.
  if (initial && initial.product.id !== id) redirect(`/products/${initial.product.id}`);
  return <ProductScreen id={id} initial={initial} />;
}
