import { beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { callRoute, createInvitation, createTestUser, TEST_PASSWORD } from "../support/factories";

// A short window keeps the test fast; the mechanism is the one production uses (counters in PostgreSQL).
beforeAll(() => {
  process.env.LOGIN_RATE_LIMIT_MAX_PER_EMAIL = "3";
  process.env.LOGIN_RATE_LIMIT_WINDOW_SECONDS = "2";
  process.env.REGISTER_RATE_LIMIT_MAX_PER_IP = "3";
  resetEnvForTests();
});

describe("login rate limit", () => {
  it("refuses a burst of wrong passwords with 429, then accepts the right one after the window", async () => {
    const user = await createTestUser();
    const ip = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < 3; i++) {
      const res = await callRoute(login, { body: { email: user.email, password: "mala" }, headers: ip });
      expect(res.status).toBe(401);
    }
    const blocked = await callRoute(login, { body: { email: user.email, password: TEST_PASSWORD }, headers: ip });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^Demasiados intentos de inicio de sesión\. Intenta de nuevo en \d+ segundos\.$/);

    await new Promise((r) => setTimeout(r, 2200));
    const ok = await callRoute(login, { body: { email: user.email, password: TEST_PASSWORD }, headers: ip });
    expect(ok.status).toBe(200);
  });

  it("counts per e-mail: another account is not blocked by someone else's failures", async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    for (let i = 0; i < 3; i++) await callRoute(login, { body: { email: a.email, password: "mala" } });
    expect((await callRoute(login, { body: { email: a.email, password: TEST_PASSWORD } })).status).toBe(429);
    expect((await callRoute(login, { body: { email: b.email, password: TEST_PASSWORD } })).status).toBe(200);
  });
});

describe("registration rate limit", () => {
  const body = (invitationToken: string) => ({ name: "Ana", email: `ana-${Math.random().toString(36).slice(2)}@example.com`, password: "clave-segura", invitationToken });

  it("refuses an IP that keeps guessing tokens, whatever it puts in front of X-Forwarded-For", async () => {
    for (let i = 0; i < 3; i++) {
      // A client can prepend anything; only the entry our proxy appended (the last one) identifies it.
      const headers = { "x-forwarded-for": `10.0.0.${i}, 198.51.100.20` };
      const res = await callRoute(register, { body: body("f".repeat(64)), headers });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe("El token de invitación no es válido");
    }
    const token = await createInvitation();
    const blocked = await callRoute(register, { body: body(token), headers: { "x-forwarded-for": "198.51.100.20" } });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^Demasiados intentos de registro\. Intenta de nuevo en \d+ segundos\.$/);

    // Another address registers with the same, still unused, token.
    const other = await callRoute(register, { body: body(token), headers: { "x-forwarded-for": "198.51.100.21" } });
    expect(other.status).toBe(201);
  });
});
