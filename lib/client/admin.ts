/** The admin's writes from the browser (docs/product.md §7): users, invitations, plans and the plan contact. */
import { api } from "@/lib/api/client";
import type { PlanContact } from "@/lib/plan-contact";
import { INVITATIONS_KEY } from "@/lib/swr/keys";
import type { Invalidate, Written } from "@/lib/swr/invalidate";
import type { ChangePlanInput, CreateUserInput, UpdateUserInput } from "@/lib/validation/admin-users";
import type { CreateInvitationInput } from "@/lib/validation/invitations";
import type { UpdatePlanInput } from "@/lib/validation/plans";

/** POST /api/admin/users/create. */
export async function createUser(invalidate: Invalidate, values: CreateUserInput): Promise<Written> {
  await api.post("/api/admin/users/create", values);
  return { refreshed: invalidate({ kind: "user-created" }) };
}

/** PUT /api/admin/users/{id}; `self` when the admin edits their own account. */
export async function updateUser(invalidate: Invalidate, userId: string, payload: UpdateUserInput, self: boolean): Promise<Written> {
  await api.put(`/api/admin/users/${userId}`, payload);
  return { refreshed: invalidate({ kind: "user-edited", userId, self }) };
}

/** GET /api/admin/users/{id}/password: sets a temporary password (the user must change it) and resolves to it. */
export async function generateTempPassword(invalidate: Invalidate, userId: string, self: boolean): Promise<Written<{ password: string }>> {
  const { password } = await api.get<{ password: string }>(`/api/admin/users/${userId}/password`);
  return { password, refreshed: invalidate({ kind: "user-temp-password", userId, self }) };
}

/** POST /api/admin/users/plan; `self` when the admin changes their own plan. */
export async function changeUserPlan(invalidate: Invalidate, values: ChangePlanInput, self: boolean): Promise<Written> {
  await api.post("/api/admin/users/plan", values);
  return { refreshed: invalidate({ kind: "user-plan-changed", userId: values.userId, self }) };
}

/** POST /api/admin/invitations: resolves to the new invitation's token, shown once. */
export async function createInvitation(invalidate: Invalidate, values: CreateInvitationInput): Promise<Written<{ token: string }>> {
  const { token } = await api.post<{ token: string }>(INVITATIONS_KEY, values);
  return { token, refreshed: invalidate({ kind: "invitations-changed" }) };
}

/** DELETE /api/admin/invitations/{id}. */
export async function revokeInvitation(invalidate: Invalidate, id: string): Promise<Written> {
  await api.delete(`${INVITATIONS_KEY}/${id}`);
  return { refreshed: invalidate({ kind: "invitations-changed" }) };
}

/** PUT /api/admin/plans/{type}: limits and price, which every user's usage shows. */
export async function updatePlan(invalidate: Invalidate, type: string, values: UpdatePlanInput): Promise<Written> {
  await api.put(`/api/admin/plans/${encodeURIComponent(type)}`, values);
  return { refreshed: invalidate({ kind: "plan-edited" }) };
}

/** PUT /api/admin/settings/plan-contact: resolves to the contact as stored (null: cleared). */
export async function savePlanContact(value: string): Promise<PlanContact | null> {
  return (await api.put<{ contact: PlanContact | null }>("/api/admin/settings/plan-contact", { value })).contact;
}
