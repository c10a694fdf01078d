import "server-only";
import { db } from "@/lib/db";
import { parsePlanContact, type PlanContact } from "@/lib/plan-contact";

const KEY = "planContact";

/** Where users ask for a plan: the admins' setting, else the first admin's e-mail; null with no admin at all. */
export async function getPlanContact(): Promise<PlanContact | null> {
  const row = await db.appSetting.findUnique({ where: { key: KEY } });
  const parsed = row ? parsePlanContact(row.value) : null;
  if (parsed) return { ...parsed, configured: true };
  const admin = await db.user.findFirst({ where: { role: "admin" }, orderBy: { createdAt: "asc" }, select: { email: true } });
  return admin ? { kind: "email", value: admin.email, configured: false } : null;
}

/** An admin sets the contact (already validated), or clears it with null (back to the first admin's e-mail). */
export async function setPlanContact(adminId: string, value: string | null): Promise<PlanContact | null> {
  if (value === null) await db.appSetting.deleteMany({ where: { key: KEY } });
  else
    await db.appSetting.upsert({
      where: { key: KEY },
      create: { key: KEY, value, updatedById: adminId },
      update: { value, updatedById: adminId },
    });
  return getPlanContact();
}
