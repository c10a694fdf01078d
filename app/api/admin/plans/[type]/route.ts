// PUT /api/admin/plans/{type} — an admin edits a plan's price, limits, features, popular flag and payment link.
import { adminRoute, ok, parseJson, methods } from "@/lib/api/handler";
import { planTypeParamSchema, updatePlanSchema } from "@/lib/validation/plans";
import { updatePlan } from "@/lib/services/billing/update-plan";

const handlePut = adminRoute<{ type: string }>(async ({ req, params }) => {
  const { type } = planTypeParamSchema.parse(params);
  const input = await parseJson(req, updatePlanSchema);
  return ok({ plan: await updatePlan(type, input), message: "Plan guardado" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: handlePut });
