// GET /api/admin/invitations — a page of invitations (page, limit 10), newest first, with their status; POST creates one (its token shown once).
import { adminRoute, ok, parseJson, parseQuery, methods } from "@/lib/api/handler";
import { listInvitationsQuerySchema } from "@/lib/validation/admin-users";
import { listInvitations } from "@/lib/services/invitations/list-invitations";
import { issueInvitation } from "@/lib/services/invitations/create-invitation";
import { createInvitationSchema } from "@/lib/validation/invitations";

const handleGet = adminRoute(async ({ req }) => ok(await listInvitations(parseQuery(req, listInvitationsQuerySchema))));

const handlePost = adminRoute(async ({ req, user }) => {
  const input = await parseJson(req, createInvitationSchema);
  const created = await issueInvitation(user.id, input);
  return ok({ ...created, message: "Invitación creada" }, { status: 201, headers: { "Cache-Control": "no-store" } });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handleGet, POST: handlePost });
