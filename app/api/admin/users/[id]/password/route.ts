// GET /api/admin/users/{id}/password — a fresh temporary password (docs/product.md §7 keeps it a GET); it revokes the
// user's sessions and must be changed at the next sign-in. State-changing, so same-origin only.
import { adminRoute, ok, methods } from "@/lib/api/handler";
import { idParamSchema } from "@/lib/validation/primitives";
import { issueTemporaryPassword } from "@/lib/services/admin/manage-users";

const handleGet = adminRoute<{ id: string }>(
  async ({ params, user }) => {
    const { id } = idParamSchema.parse(params);
    return ok({ password: await issueTemporaryPassword(user, id) }, { headers: { "Cache-Control": "no-store" } });
  },
  { sameOrigin: true },
);

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet });
