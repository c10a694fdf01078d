import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { trustSocketAddress } from "../../scripts/lib/client-address.mjs";
import { callRoute, createInvitation, createTestUser, scopedEnv, TEST_PASSWORD, uniqueEmail } from "../support/factories";

// The counters are the ones production uses (rate-limiter-flexible in PostgreSQL); each test works
// from addresses of its own, so the counters never cross tests or files.
const env = scopedEnv();
afterEach(() => env.restore());

/** A fresh client address: `x-forwarded-for` as the app receives it (the last entry is the one trusted). */
function address() {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}
const from = (ip: string, forged?: string) => ({ "x-forwarded-for": forged ? `${forged}, ${ip}` : ip });
const WAIT = /^Demasiados intentos de inicio de sesión\. Intenta de nuevo en [\d.]+ (segundos?|minutos?)\.$/;

async function attempt(email: string, password: string, ip: string, forged?: string) {
  return callRoute(login, { body: { email, password }, headers: from(ip, forged) });
}

function expectThrottled(res: Awaited<ReturnType<typeof attempt>>) {
  expect(res.status).toBe(429);
  expect(res.json).toMatchObject({ success: false, code: "RATE_LIMITED" });
  expect(res.json.error).toMatch(WAIT);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("sign-in throttling with the default limits", () => {
  it("five wrong passwords from one address do not stop the owner signing in from another", async () => {
    const user = await createTestUser();
    const attacker = address();
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, "mala", attacker)).status).toBe(401);

    // The attacker's address is stopped, even with the right password…
    expectThrottled(await attempt(user.email, TEST_PASSWORD, attacker));
    // …the owner is not.
    const owner = await attempt(user.email, TEST_PASSWORD, address());
    expect(owner.status).toBe(200);
    expect(owner.json.token).toEqual(expect.any(String));
  });

  it("a success forgets the consecutive failures of that address", async () => {
    const user = await createTestUser();
    const ip = address();
    for (let i = 0; i < 4; i++) expect((await attempt(user.email, "mala", ip)).status).toBe(401);
    expect((await attempt(user.email, TEST_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(user.email, "mala", ip)).status).toBe(401);
    expect((await attempt(user.email, TEST_PASSWORD, ip)).status).toBe(200);
  });

  it("a parallel burst cannot slip past: points are taken before the password is checked", async () => {
    const user = await createTestUser();
    const ip = address();
    const replies = await Promise.all(Array.from({ length: 15 }, () => attempt(user.email, "mala", ip)));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it("throttles an e-mail of 254 characters like any other", async () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(56)}.test`;
    expect(email).toHaveLength(254);
    await createTestUser({ email });
    const ip = address();
    for (let i = 0; i < 5; i++) expect((await attempt(email, "mala", ip)).status).toBe(401);
    expectThrottled(await attempt(email, TEST_PASSWORD, ip));
  });
});

describe("per-address and per-e-mail budgets", () => {
  it("counts an address's failures across e-mails, whatever it forges in front of its X-Forwarded-For", async () => {
    env.set({ LOGIN_MAX_FAILS_PER_IP_PER_DAY: "3" });
    const user = await createTestUser();
    const ip = address();
    for (let i = 0; i < 3; i++) {
      expect((await attempt(uniqueEmail(), "mala", ip, address())).status).toBe(401);
    }
    expectThrottled(await attempt(user.email, TEST_PASSWORD, ip, address()));
    expect((await attempt(user.email, TEST_PASSWORD, address())).status).toBe(200);
  });

  it("the e-mail backstop stops guesses spread over many addresses, and only counts addresses not already refused", async () => {
    env.set({ LOGIN_MAX_FAILS_PER_EMAIL_PER_DAY: "4", LOGIN_MAX_CONSECUTIVE_FAILS: "2" });
    const user = await createTestUser();
    // One address hammering: its own pair limit refuses it after 2, and refused attempts cost the e-mail nothing.
    const noisy = address();
    for (let i = 0; i < 2; i++) expect((await attempt(user.email, "mala", noisy)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, "mala", noisy)).status).toBe(429);
    // Two more addresses: the backstop (4) is reached…
    for (let i = 0; i < 2; i++) expect((await attempt(user.email, "mala", address())).status).toBe(401);
    // …and stops the next address, whatever the password.
    expectThrottled(await attempt(user.email, TEST_PASSWORD, address()));
  });

  it("IPv6 addresses are counted by their /64: rotating within it changes nothing", async () => {
    env.set({ LOGIN_MAX_FAILS_PER_IP_PER_DAY: "2" });
    const prefix = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
    for (let i = 1; i <= 2; i++) expect((await attempt(uniqueEmail(), "mala", `${prefix}::${i}`)).status).toBe(401);
    expectThrottled(await attempt(uniqueEmail(), "mala", `${prefix}::99`));
  });
});

describe("served directly (scripts/serve.mjs): the address is the socket's", () => {
  let server: http.Server;
  let url: string;

  // The real server's request rewrite in front of the real route handler, reached over TCP.
  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      trustSocketAddress(req, 0);
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const reply = await login(new Request(`http://localhost${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }), {
        params: Promise.resolve({}),
      });
      res.writeHead(reply.status, Object.fromEntries(reply.headers));
      res.end(Buffer.from(await reply.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", resolve));
    url = `http://127.0.0.2:${(server.address() as AddressInfo).port}/api/auth/login`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("a forged X-Forwarded-For cannot reset the per-address budget", async () => {
    env.set({ LOGIN_MAX_FAILS_PER_IP_PER_DAY: "3" });
    const user = await createTestUser();
    const post = (email: string, password: string) =>
      fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address(), "x-real-ip": address() },
        body: JSON.stringify({ email, password }),
      });
    for (let i = 0; i < 3; i++) expect((await post(uniqueEmail(), "mala")).status).toBe(401);
    const refused = await post(user.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("registration throttling", () => {
  const body = (invitationToken: string) => ({ name: "Ana", email: uniqueEmail("ana"), password: "clave-segura", invitationToken });

  it("refuses an address that keeps failing, whatever it forges, and not another address", async () => {
    env.set({ REGISTER_MAX_FAILS_PER_IP_PER_HOUR: "3" });
    const ip = address();
    for (let i = 0; i < 3; i++) {
      const res = await callRoute(register, { body: body("f".repeat(64)), headers: from(ip, address()) });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe("El token de invitación no es válido");
    }
    const token = await createInvitation();
    const blocked = await callRoute(register, { body: body(token), headers: from(ip, address()) });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^Demasiados intentos de registro\. Intenta de nuevo en [\d.]+ (segundos?|minutos?)\.$/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);

    // Another address registers with the same, still unused, token.
    expect((await callRoute(register, { body: body(token), headers: from(address()) })).status).toBe(201);
  });

  it("successful registrations do not count", async () => {
    env.set({ REGISTER_MAX_FAILS_PER_IP_PER_HOUR: "2" });
    const ip = address();
    for (let i = 0; i < 3; i++) {
      expect((await callRoute(register, { body: body(await createInvitation()), headers: from(ip) })).status).toBe(201);
    }
  });

  it("a parallel burst of bad tokens is cut at the limit", async () => {
    env.set({ REGISTER_MAX_FAILS_PER_IP_PER_HOUR: "3" });
    const ip = address();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => callRoute(register, { body: body("e".repeat(64)), headers: from(ip) })),
    );
    expect(replies.filter((r) => r.status === 400)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(7);
  });
});
