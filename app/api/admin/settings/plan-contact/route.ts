// PUT /api/admin/settings/plan-contact — an admin sets where users ask for a plan ('Contactar Admin').
import { adminRoute, ok, parseJson, methods } from "@/lib/api/handler";
import { planContactSchema } from "@/lib/validation/plan-contact";
import { setPlanContact } from "@/lib/services/settings/plan-contact";

const handlePut = adminRoute(async ({ req, user }) => {
  const { value } = await parseJson(req, planContactSchema);
  return ok({ contact: await setPlanContact(user.id, value), message: "Contacto guardado" });
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({ PUT: handlePut });
