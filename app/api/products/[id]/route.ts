// GET /api/products/{id} — a product: creatives, stores, countries, advertisers per week, saturation.
import { ok, userRoute, methods } from "@/lib/api/handler";
import { productParamSchema } from "@/lib/validation/products";
import { getProduct } from "@/lib/services/products/product-page";

const handleGet = userRoute<{ id: string }>(async ({ params, user }) => ok(await getProduct(user.id, productParamSchema.parse(params).id)));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
