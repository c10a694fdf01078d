// POST /api/admin/users/plan — moves a user to a plan; an empty expiry means one month from today.
import { adminRoute, ok, parseJson, methods } from "@/lib/api/handler";
import { changeUserPlan } from "@/lib/services/admin/change-plan";
import { changePlanSchema } from "@/lib/validation/admin-users";

const handlePost = adminRoute(async ({ req, user }) => {
  const input = await parseJson(req, changePlanSchema);
  return ok({ user: await changeUserPlan(user, input), message: "Plan actualizado exitosamente" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
