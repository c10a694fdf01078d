import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { isAppError } from "@/lib/errors";
import { getStore } from "@/lib/services/stores/store-page";
import type { StoreDetail } from "@/lib/swr/use-products";
import { storeParamSchema } from "@/lib/validation/products";
import { StoreScreen } from "./store-screen";

export const metadata: Metadata = { title: "Tienda" };

async function load(userId: string, domain: string): Promise<StoreDetail | null> {
  try {
    return { success: true, ...(await getStore(userId, domain)) };
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") return null;
    throw e;
  }
}

/** A store as the archive knows it, from its ads' landing domains (no fetch of the store, no quota). */
export default async function StorePage({ params }: { params: Promise<{ domain: string }> }) {
  const user = await requireUser();
  const raw = await params;
  const parsed = storeParamSchema.safeParse(raw);
  const domain = parsed.success ? parsed.data.domain : "";
  return <StoreScreen domain={domain} initial={domain ? await load(user.id, domain) : null} />;
}
