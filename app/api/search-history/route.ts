// GET /api/search-history — one page of the user's searches with the filters of docs/product.md §2.
import { ok, parseQuery, userRoute, methods } from "@/lib/api/handler";
import { listHistorySchema } from "@/lib/validation/search-history";
import { listSearchHistory } from "@/lib/services/history/search-history";

const handleGet = userRoute(async ({ req, user }) => ok(await listSearchHistory(user.id, parseQuery(req, listHistorySchema))));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
