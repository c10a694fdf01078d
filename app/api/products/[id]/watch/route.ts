// PUT /api/products/{id}/watch — follow the product ('Vigilar producto'); DELETE — stop following it.
import { ok, userRoute, methods } from "@/lib/api/handler";
import { productParamSchema } from "@/lib/validation/products";
import { followProduct, unfollowProduct } from "@/lib/services/products/product-watches";

const handlePut = userRoute<{ id: string }>(async ({ params, user }) =>
  ok(await followProduct(user.id, productParamSchema.parse(params).id)),
);
const handleDelete = userRoute<{ id: string }>(async ({ params, user }) =>
  ok(await unfollowProduct(user.id, productParamSchema.parse(params).id)),
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: handlePut, DELETE: handleDelete });
