// GET /api/products — the products across stores, filtered and sorted (no upstream call, no quota).
import { ok, parseQuery, userRoute, methods } from "@/lib/api/handler";
import { productListSchema } from "@/lib/validation/products";
import { listProducts } from "@/lib/services/products/list-products";

const handleGet = userRoute(async ({ req }) => ok(await listProducts(parseQuery(req, productListSchema))));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
