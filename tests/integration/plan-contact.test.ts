// PUT /api/admin/settings/plan-contact and where 'Contactar Admin' leads.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PUT } from "@/app/api/admin/settings/plan-contact/route";
import { POST as login } from "@/app/api/auth/login/route";
import { getPlanContact } from "@/lib/services/settings/plan-contact";
import { planContactHref } from "@/lib/plan-contact";
import { callRoute, createTestUser, signedInUser, TEST_PASSWORD } from "../support/factories";

async function signedInAdmin() {
  const admin = await createTestUser({ role: "admin" });
  const { json } = await callRoute<{ token: string }>(login, { body: { email: admin.email, password: TEST_PASSWORD } });
  return { admin, token: json.token };
}

afterAll(async () => {
  await db.appSetting.deleteMany({ where: { key: "planContact" } });
});

describe("the plan contact", () => {
  it("an admin sets an e-mail or an https link, clears it back to the first admin's e-mail; anything else is refused", async () => {
    const { token } = await signedInAdmin();
    const bad = await callRoute(PUT, { method: "PUT", token, body: { value: "javascript:alert(1)" } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: "Escribe un correo electrónico o un enlace que empiece por https://" });

    const link = await callRoute(PUT, { method: "PUT", token, body: { value: " https://t.me/soporte " } });
    expect(link.status).toBe(200);
    expect(link.json).toMatchObject({ contact: { kind: "link", value: "https://t.me/soporte", configured: true } });

    const mail = await callRoute(PUT, { method: "PUT", token, body: { value: "Soporte@Example.com" } });
    expect(mail.json).toMatchObject({ contact: { kind: "email", value: "soporte@example.com", configured: true } });
    const contact = await getPlanContact();
    expect(planContactHref(contact!, "Pioneros")).toBe(
      "mailto:soporte@example.com?subject=Quiero%20el%20plan%20Pioneros%20en%20AdRadar&body=Hola%2C%20me%20gustar%C3%ADa%20cambiar%20al%20plan%20Pioneros.%20%C2%BFC%C3%B3mo%20lo%20activo%3F",
    );

    const cleared = await callRoute(PUT, { method: "PUT", token, body: { value: "" } });
    const firstAdmin = await db.user.findFirstOrThrow({ where: { role: "admin" }, orderBy: { createdAt: "asc" } });
    expect(cleared.json).toMatchObject({ contact: { kind: "email", value: firstAdmin.email, configured: false } });
  });

  it("is for admins only", async () => {
    const { token } = await signedInUser();
    const res = await callRoute(PUT, { method: "PUT", token, body: { value: "https://t.me/x" } });
    expect(res.status).toBe(403);
  });
});
