// GET /api/admin/users — a page of accounts for the admin table, searched and filtered on the server (admins only).
import { adminRoute, ok, methods, parseQuery } from "@/lib/api/handler";
import { listUsers } from "@/lib/services/admin/list-users";
import { listAdminUsersQuerySchema } from "@/lib/validation/admin-users";

const handleGet = adminRoute(async ({ req }) => ok(await listUsers(parseQuery(req, listAdminUsersQuerySchema))));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
