import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { PLAN_CATALOG } from "@/lib/shared/billing/plan-catalog";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as verify } from "@/app/api/auth/verify/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { PUT as changePassword } from "@/app/api/auth/change-password/route";
import { GET as usage } from "@/app/api/user-plans/usage/route";
import type { UserProfile } from "@/lib/services/auth/serialize-user";
import { callRoute, createInvitation, createTestUser, TEST_PASSWORD, uniqueEmail } from "../support/factories";

beforeAll(async () => {
  // The catalogue is seeded by the suite's setup (other files add plans of their own beside it).
  expect(await db.plan.count({ where: { type: { in: PLAN_CATALOG.map((p) => p.type) } } })).toBe(PLAN_CATALOG.length);
});

describe("POST /api/auth/register", () => {
  it("creates the account with trimmed, lower-cased fields and consumes the invitation", async () => {
    const token = await createInvitation();
    const email = uniqueEmail("Nuevo").toUpperCase();
    const res = await callRoute<{ user: UserProfile }>(register, {
      body: { name: "  Ana Pérez  ", email: `  ${email} `, password: "clave-segura", invitationToken: ` ${token} ` },
    });
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(res.json.user).toMatchObject({ name: "Ana Pérez", email: email.toLowerCase(), role: "user" });
    expect(res.json.user.plan).toMatchObject({ type: "free", name: "GRATIS", adsLimit: 100 });

    const again = await callRoute(register, {
      body: { name: "Otra", email: uniqueEmail(), password: "clave-segura", invitationToken: token },
    });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ success: false, error: "El token de invitación no es válido" });
  });

  it("refuses unknown and malformed tokens with the same message", async () => {
    for (const invitationToken of ["a".repeat(64), "corto"]) {
      const res = await callRoute(register, { body: { name: "X", email: uniqueEmail(), password: "clave-segura", invitationToken } });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe("El token de invitación no es válido");
    }
  });

  it("answers an e-mail that has an account exactly as an unusable token, and keeps the invitation unused", async () => {
    const existing = await createTestUser();
    const token = await createInvitation();
    const res = await callRoute(register, { body: { name: "X", email: existing.email, password: "clave-segura", invitationToken: token } });
    const unknown = await callRoute(register, {
      body: { name: "X", email: uniqueEmail(), password: "clave-segura", invitationToken: "b".repeat(64) },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(unknown.json);
    expect(res.json).toEqual({
      success: false,
      code: "BAD_REQUEST",
      error: "El token de invitación no es válido",
      message: "El token de invitación no es válido",
      field: "invitationToken",
    });
    const ok = await callRoute(register, { body: { name: "Y", email: uniqueEmail(), password: "clave-segura", invitationToken: token } });
    expect(ok.status).toBe(201);
  });

  it("lets exactly one of two concurrent registrations use a token", async () => {
    const token = await createInvitation();
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        callRoute(register, { body: { name: "Z", email: uniqueEmail(), password: "clave-segura", invitationToken: token } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
  });

  it("reports validation failures in the order and words of docs/product.md §5", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: " ", email: "a@b.co", password: "123456", invitationToken: "x".repeat(64) }, "El nombre es requerido"],
      [{ name: "A", email: "", password: "123456", invitationToken: "x".repeat(64) }, "El correo electrónico es requerido"],
      [
        { name: "A", email: "no es correo", password: "123456", invitationToken: "x".repeat(64) },
        "El formato del correo electrónico no es válido",
      ],
      [{ name: "A", email: "a@b.co", password: "", invitationToken: "x".repeat(64) }, "La contraseña es requerida"],
      [
        { name: "A", email: "a@b.co", password: "12345", invitationToken: "x".repeat(64) },
        "La contraseña debe tener al menos 6 caracteres",
      ],
      [{ name: "A", email: "a@b.co", password: "123456", invitationToken: "" }, "El token de invitación es requerido"],
    ];
    for (const [body, message] of cases) {
      const res = await callRoute(register, { body });
      expect(res.status, message).toBe(400);
      expect(res.json.error).toBe(message);
    }
  });
});

describe("bad bodies never produce a 500", () => {
  it.each([
    ["malformed JSON", { rawBody: "{nope", headers: { "content-type": "application/json" } }],
    ["an array", { body: [1, 2] }],
    ["wrong types", { body: { email: 5, password: true } }],
    ["missing fields", { body: {} }],
  ])("login with %s → 400 in Spanish", async (_label, opts) => {
    const res = await callRoute(login, { method: "POST", ...opts });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.error).toMatch(/[áéíóúñ]|Por favor|válid/);
  });

  it("register with wrong types → 400", async () => {
    const res = await callRoute(register, { body: { name: 1, email: [], password: {}, invitationToken: null } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("El nombre es requerido");
  });

  it("verify and change-password with malformed JSON → 400", async () => {
    const user = await createTestUser();
    const { json } = await callRoute<{ token: string }>(login, { body: { email: user.email, password: TEST_PASSWORD } });
    expect((await callRoute(verify, { method: "POST", rawBody: "]" })).status).toBe(400);
    expect((await callRoute(changePassword, { method: "PUT", rawBody: "{", token: json.token })).status).toBe(400);
  });
});

describe("login, me, verify, logout and password change", () => {
  it("logs in, reads the profile, and logout revokes the token", async () => {
    const user = await createTestUser();
    const res = await callRoute(login, { body: { email: user.email.toUpperCase(), password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: "Inicio de sesión exitoso", user: { email: user.email } });
    const token = res.json.token as string;

    const profile = await callRoute<{ user: UserProfile }>(me, { token });
    expect(profile.status).toBe(200);
    expect(profile.json.user).toMatchObject({ id: user.id, role: "user", analysisTime: "09:00" });
    expect(profile.json.user).not.toHaveProperty("passwordHash");

    expect((await callRoute(verify, { body: { token } })).json.valid).toBe(true);
    expect((await callRoute(logout, { method: "POST", token })).status).toBe(200);
    expect((await callRoute(me, { token })).status).toBe(401);
    expect((await callRoute(verify, { body: { token } })).status).toBe(401);
  });

  it("rejects a wrong password and a missing or forged token", async () => {
    const user = await createTestUser();
    const res = await callRoute(login, { body: { email: user.email, password: "incorrecta" } });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe("Correo electrónico o contraseña incorrectos");
    expect((await callRoute(me)).status).toBe(401);
    expect((await callRoute(me, { token: "abc.def.ghi" })).status).toBe(401);
  });

  it("changes the password, revokes old tokens and returns a working new one", async () => {
    const user = await createTestUser();
    const { json } = await callRoute<{ token: string }>(login, { body: { email: user.email, password: TEST_PASSWORD } });
    const wrong = await callRoute(changePassword, {
      method: "PUT",
      token: json.token,
      body: { currentPassword: "nope", newPassword: "nueva-clave" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe("La contraseña actual es incorrecta");
    const short = await callRoute(changePassword, {
      method: "PUT",
      token: json.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: "123" },
    });
    expect(short.json.error).toBe("La nueva contraseña debe tener al menos 6 caracteres");

    const changed = await callRoute<{ token: string }>(changePassword, {
      method: "PUT",
      token: json.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: "nueva-clave" },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.message).toBe("Contraseña cambiada exitosamente");
    expect((await callRoute(me, { token: json.token })).status).toBe(401);
    expect((await callRoute(me, { token: changed.json.token })).status).toBe(200);
    expect((await callRoute(login, { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(401);
    expect((await callRoute(login, { body: { email: user.email, password: "nueva-clave" } })).status).toBe(200);
  });
});

describe("usage", () => {
  it("returns the plan's figures and resets a previous month's counters lazily", async () => {
    const user = await createTestUser({ planType: "pioneros" });
    await db.user.update({
      where: { id: user.id },
      data: { adsFetched: 150, searchesPerformed: 7, usagePeriodStart: new Date(Date.UTC(2020, 0, 1)) },
    });
    const { json } = await callRoute<{ token: string }>(login, { body: { email: user.email, password: TEST_PASSWORD } });
    const res = await callRoute(usage, { token: json.token });
    expect(res.status).toBe(200);
    expect(res.json.usage).toMatchObject({
      planType: "pioneros",
      planName: "Pioneros",
      adsFetched: 0,
      monthlyLimit: 2000,
      adsRemaining: 2000,
      searchesPerformed: 0,
    });

    await db.user.update({ where: { id: user.id }, data: { adsFetched: 1600 } });
    const again = await callRoute(usage, { token: json.token });
    expect(again.json.usage).toMatchObject({ adsFetched: 1600, adsRemaining: 400 });
  });
});
