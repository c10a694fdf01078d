// GET /api/admin/users/{id} — one account and the admin actions on it; PUT edits name, email, password, role.
import { adminRoute, ok, parseJson, methods } from "@/lib/api/handler";
import { idParamSchema } from "@/lib/validation/primitives";
import { updateUserSchema } from "@/lib/validation/admin-users";
import { getAdminUserDetail } from "@/lib/services/admin/list-users";
import { updateUserByAdmin } from "@/lib/services/admin/manage-users";

type Params = { id: string };

const handleGet = adminRoute<Params>(async ({ params }) => {
  const { id } = idParamSchema.parse(params);
  return ok(await getAdminUserDetail(id));
});

const handlePut = adminRoute<Params>(async ({ req, params, user }) => {
  const { id } = idParamSchema.parse(params);
  const input = await parseJson(req, updateUserSchema);
  return ok({ user: await updateUserByAdmin(user, id, input), message: "Usuario actualizado exitosamente" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet, PUT: handlePut });
