// GET /api/admin/users — every account for the admin table (admins only).
import { adminRoute, ok, methods } from "@/lib/api/handler";
import { listUsers } from "@/lib/services/admin/list-users";

const handleGet = adminRoute(async () => ok({ users: await listUsers() }));

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
