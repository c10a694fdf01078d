// GET /api/stores/{domain} — a store as the archive knows it, from its ads' landing domains (no quota).
import { ok, userRoute, methods } from "@/lib/api/handler";
import { storeParamSchema } from "@/lib/validation/products";
import { getStore } from "@/lib/services/stores/store-page";

const handleGet = userRoute<{ domain: string }>(async ({ params, user }) =>
  ok(await getStore(user.id, storeParamSchema.parse(params).domain)),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
