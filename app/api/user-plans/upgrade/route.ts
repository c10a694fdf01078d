// POST /api/user-plans/upgrade — the plans page's select button: admins only, never the free plan.
import { ok, parseJson, userRoute, methods } from "@/lib/api/handler";
import { upgradeOwnPlan } from "@/lib/services/admin/change-plan";
import { upgradePlanSchema } from "@/lib/validation/admin-users";

const handlePost = userRoute(async ({ req, user }) => {
  const { planType } = await parseJson(req, upgradePlanSchema);
  return ok({ user: await upgradeOwnPlan(user, planType), message: "Plan actualizado exitosamente" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: handlePost });
