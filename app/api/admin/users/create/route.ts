// POST /api/admin/users/create — an admin creates an account with a plan and a role.
import { adminRoute, ok, parseJson, methods } from "@/lib/api/handler";
import { createUserByAdmin } from "@/lib/services/admin/manage-users";
import { createUserSchema } from "@/lib/validation/admin-users";

const handlePost = adminRoute(async ({ req, user }) => {
  const input = await parseJson(req, createUserSchema);
  return ok({ user: await createUserByAdmin(user, input), message: "Usuario creado exitosamente" }, { status: 201 });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
