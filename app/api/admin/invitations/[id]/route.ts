// DELETE /api/admin/invitations/{id} — revokes an invitation (it stays listed as revoked).
import { adminRoute, ok, methods } from "@/lib/api/handler";
import { idParamSchema } from "@/lib/validation/primitives";
import { revokeInvitation } from "@/lib/services/invitations/list-invitations";

const handleDelete = adminRoute<{ id: string }>(async ({ params }) => {
  const { id } = idParamSchema.parse(params);
  return ok({ invitation: await revokeInvitation(id), message: "Invitación revocada" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ DELETE: handleDelete });
