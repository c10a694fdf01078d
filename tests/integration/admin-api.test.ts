// The admin API: admin endpoints guarded, plan changes, expired plans on the free limits, temporary
// passwords enforced until changed, credits from the ledger, invitations and the admin audit log.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { formatDay } from "@/lib/format";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { POST as createUser } from "@/app/api/admin/users/create/route";
import { POST as changePlan } from "@/app/api/admin/users/plan/route";
import { GET as userDetail, PUT as updateUser } from "@/app/api/admin/users/[id]/route";
import { GET as tempPassword } from "@/app/api/admin/users/[id]/password/route";
import { GET as creditStats } from "@/app/api/admin/credits/stats/route";
import { GET as creditUsers } from "@/app/api/admin/credits/users/route";
import { GET as listInvitations, POST as createInvitationRoute } from "@/app/api/admin/invitations/route";
import { DELETE as revokeInvitation } from "@/app/api/admin/invitations/[id]/route";
import { PUT as updatePlan } from "@/app/api/admin/plans/[type]/route";
import { POST as upgrade } from "@/app/api/user-plans/upgrade/route";
import { GET as usageRoute } from "@/app/api/user-plans/usage/route";
import { GET as limitsRoute } from "@/app/api/user-plans/limits/route";
import { GET as plansRoute } from "@/app/api/user-plans/plans/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as register } from "@/app/api/auth/register/route";
import { PUT as changePasswordRoute } from "@/app/api/auth/change-password/route";
import { POST as saveAdRoute } from "@/app/api/saved-ads/route";
import { POST as trackRoute } from "@/app/api/tracked-advertisers/route";
import { chargeAds } from "@/lib/services/billing/charge-ads";
import { assertEditableWithinCap } from "@/lib/services/billing/effective-plan";
import { issueInvitation } from "@/lib/services/invitations/create-invitation";
import { recordUsage } from "@/lib/services/billing/usage-ledger";
import type { AdminUser, AdminUserDetail } from "@/lib/services/admin/list-users";
import type { CreditStats, CreditUser } from "@/lib/services/admin/credits";
import type { InvitationView } from "@/lib/services/invitations/list-invitations";
import type { UserProfile } from "@/lib/services/auth/serialize-user";
import { callRoute, createTestUser, signedInUser, TEST_PASSWORD, uniqueEmail } from "../support/factories";

async function signedIn(role: "admin" | "user", planType = "free") {
  const user = await createTestUser({ role, planType });
  const { json } = await callRoute<{ token: string }>(login, { body: { email: user.email, password: TEST_PASSWORD } });
  return { user, token: json.token };
}

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe("every admin endpoint", () => {
  it("answers 401 to an anonymous caller and 403 to a user", async () => {
    const { token } = await signedIn("user");
    const id = "ckabcdefghijklmnop";
    const calls: [string, (opts: Parameters<typeof callRoute>[1]) => ReturnType<typeof callRoute>][] = [
      ["GET users", (o) => callRoute(listUsers, o)],
      ["POST create", (o) => callRoute(createUser, { ...o, body: { name: "A", email: uniqueEmail(), password: "secreto" } })],
      ["POST plan", (o) => callRoute(changePlan, { ...o, body: { userId: id, planType: "tactico" } })],
      ["GET detail", (o) => callRoute(userDetail, { ...o, params: { id } })],
      ["PUT user", (o) => callRoute(updateUser, { ...o, method: "PUT", params: { id }, body: { name: "A", email: uniqueEmail() } })],
      ["GET password", (o) => callRoute(tempPassword, { ...o, params: { id } })],
      ["GET credit stats", (o) => callRoute(creditStats, o)],
      ["GET credit users", (o) => callRoute(creditUsers, o)],
      ["GET invitations", (o) => callRoute(listInvitations, o)],
      ["POST invitation", (o) => callRoute(createInvitationRoute, { ...o, body: {} })],
      ["DELETE invitation", (o) => callRoute(revokeInvitation, { ...o, method: "DELETE", params: { id } })],
      ["PUT plan", (o) => callRoute(updatePlan, { ...o, method: "PUT", params: { type: "free" }, body: {} })],
    ];
    for (const [name, call] of calls) {
      const anonymous = await call({});
      expect(anonymous.status, name).toBe(401);
      const user = await call({ token });
      expect(user.status, name).toBe(403);
      expect(user.json.code, name).toBe("FORBIDDEN");
    }
  });

  it("refuses a user's plan upgrade with the message of docs/product.md §5; an admin upgrades, never to the free plan", async () => {
    const { token } = await signedIn("user");
    const refused = await callRoute(upgrade, { token, body: { planType: "tactico" } });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe("Solo los administradores pueden cambiar planes. Contacta al administrador del sistema.");

    const admin = await signedIn("admin");
    const free = await callRoute(upgrade, { token: admin.token, body: { planType: "free" } });
    expect(free.status).toBe(400);
    const done = await callRoute<{ user: AdminUser }>(upgrade, { token: admin.token, body: { planType: "tactico" } });
    expect(done.status).toBe(200);
    expect(done.json.user.plan.type).toBe("tactico");
    const end = Date.parse(done.json.user.subscription.endDate ?? "no end date");
    expect(end).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(end).toBeLessThan(Date.now() + 32 * DAY);
  });
});

describe("POST /api/admin/users/plan", () => {
  it("sets the given expiry, defaults to one month, refuses a past day, and logs each change", async () => {
    const admin = await signedIn("admin");
    const { user } = await signedIn("user");
    const day = isoDay(new Date(Date.now() + 10 * DAY));
    // The user's browser is in Tokyo: the plan lasts through that day on their clock, not UTC's.
    await db.user.update({ where: { id: user.id }, data: { browserTimeZone: "Asia/Tokyo" } });
    const withDate = await callRoute<{ user: AdminUser }>(changePlan, {
      token: admin.token,
      body: { userId: user.id, planType: "conquista", expirationDate: day },
    });
    expect(withDate.status).toBe(200);
    expect(withDate.json.message).toBe("Plan actualizado exitosamente");
    expect(withDate.json.user.plan.type).toBe("conquista");
    expect(withDate.json.user.subscription).toEqual({ status: "active", endDate: `${day}T14:59:59.999Z` });

    const noDate = await callRoute<{ user: AdminUser }>(changePlan, {
      token: admin.token,
      body: { userId: user.id, planType: "pioneros", expirationDate: "" },
    });
    const end = Date.parse(noDate.json.user.subscription.endDate ?? "no end date");
    expect(end).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(end).toBeLessThan(Date.now() + 32 * DAY);

    const past = await callRoute(changePlan, {
      token: admin.token,
      body: { userId: user.id, planType: "tactico", expirationDate: isoDay(new Date(Date.now() - 2 * DAY)) },
    });
    expect(past.status).toBe(400);
    expect(past.json.error).toBe("La fecha de vencimiento no puede ser anterior a hoy");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).planType).toBe("pioneros");

    const missing = await callRoute(changePlan, { token: admin.token, body: { userId: user.id, planType: "" } });
    expect(missing.json.error).toBe("Todos los campos son requeridos");

    const toFree = await callRoute<{ user: AdminUser }>(changePlan, { token: admin.token, body: { userId: user.id, planType: "free" } });
    expect(toFree.json.user.subscription.endDate).toBeNull();

    const detail = await callRoute<AdminUserDetail>(userDetail, { token: admin.token, params: { id: user.id } });
    expect(detail.json.audit.map((a: { action: string }) => a.action)).toEqual(["plan_change", "plan_change", "plan_change"]);
    expect(detail.json.audit[2].summary).toContain(`a Conquista, vence el ${formatDay(day)}`);
    expect(detail.json.audit[0].actor?.email).toBe(admin.user.email);
  });
});

describe("an expired paid plan", () => {
  it("is served with the free plan's limits: quota, saving and tracking; rows over the caps are kept, read-only", async () => {
    const { user, token } = await signedInUser("tactico");
    const ad = await db.ad.findFirst({ select: { id: true } });
    // A saved ad and a tracked advertiser from when the plan was active.
    const adId = ad?.id ?? `ad-${randomBytes(4).toString("hex")}`;
    if (!ad) await db.ad.create({ data: { id: adId, pageId: "p1", pageName: "Página", source: "demo", data: {} } });
    await db.savedAd.create({ data: { userId: user.id, adId, adData: {} } });
    await db.trackedAdvertiser.create({ data: { userId: user.id, pageId: "page-1", pageName: "Página 1" } });
    await db.user.update({ where: { id: user.id }, data: { subscriptionEndDate: new Date(Date.now() - DAY), adsFetched: 40 } });

    const usage = await callRoute(usageRoute, { token });
    expect(usage.json.usage).toMatchObject({
      planType: "tactico",
      planName: "Táctico",
      monthlyLimit: 100,
      adsRemaining: 60,
      subscriptionStatus: "expired",
      planExpired: true,
      effectivePlanName: "GRATIS",
    });
    const limits = await callRoute(limitsRoute, { token, url: "http://localhost/api/user-plans/limits?estimatedAds=80" });
    expect(limits.json).toMatchObject({
      canFetchAds: false,
      adsRemaining: 60,
      limitExceeded: false,
      planType: "tactico",
      currentUsage: 40,
      monthlyLimit: 100,
    });
    const profile = await callRoute<{ user: UserProfile }>(me, { token, url: "http://localhost/api/auth/me" });
    expect(profile.json.user.subscription.status).toBe("expired");
    expect(profile.json.user.effectivePlan).toMatchObject({ type: "free", expired: true });

    expect(await chargeAds(user.id, 500, { countSearch: true })).toBe(60);

    const save = await callRoute(saveAdRoute, { token, body: { adData: { id: adId } } });
    expect(save.status).toBe(403);
    expect(save.json.error).toContain("anuncios guardados");
    expect(save.json.error).toContain("vencido");
    const track = await callRoute(trackRoute, { token, body: { pageId: "page-2", pageName: "Página 2" } });
    expect(track.status).toBe(403);
    expect(track.json.error).toContain("Límite de anuncios");

    await expect(assertEditableWithinCap(db, user.id, "savedAds")).rejects.toMatchObject({ code: "PLAN_LIMIT" });
    await expect(assertEditableWithinCap(db, user.id, "trackedAdvertisers")).rejects.toMatchObject({ code: "PLAN_LIMIT" });
    expect(await db.savedAd.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.trackedAdvertiser.count({ where: { userId: user.id } })).toBe(1);

    // Renewed by an admin: the plan's own limits again, and the rows are editable.
    const admin = await signedIn("admin");
    await callRoute(changePlan, { token: admin.token, body: { userId: user.id, planType: "tactico" } });
    const renewed = await callRoute(usageRoute, { token });
    expect(renewed.json.usage).toMatchObject({ monthlyLimit: 6000, subscriptionStatus: "active", planExpired: false });
    await expect(assertEditableWithinCap(db, user.id, "savedAds")).resolves.toBeUndefined();
  });
});

describe("temporary password", () => {
  it("revokes the old tokens, and until it is changed every API call but the allowed ones answers 403", async () => {
    const admin = await signedIn("admin");
    const { user, token: oldToken } = await signedIn("user", "pioneros");
    // A chat linked by whoever held the account: it goes with the sessions.
    await db.user.update({ where: { id: user.id }, data: { telegramId: "777000111", telegramUsername: "intruso" } });
    const res = await callRoute(tempPassword, { token: admin.token, params: { id: user.id } });
    expect(res.status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { telegramId: true, telegramUsername: true } })).toEqual({
      telegramId: null,
      telegramUsername: null,
    });
    const password = res.json.password as string;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(res.headers.get("cache-control")).toBe("no-store");
    // Another draw is another password.
    expect((await callRoute(tempPassword, { token: admin.token, params: { id: user.id } })).json.password).not.toBe(password);
    const latest = (await callRoute(tempPassword, { token: admin.token, params: { id: user.id } })).json.password as string;

    expect((await callRoute(usageRoute, { token: oldToken })).status).toBe(401);
    expect((await callRoute(login, { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(401);

    const signedInTemp = await callRoute(login, { body: { email: user.email, password: latest } });
    expect(signedInTemp.status).toBe(200);
    const token = signedInTemp.json.token as string;

    const blocked = await callRoute(usageRoute, { token, url: "http://localhost/api/user-plans/usage" });
    expect(blocked.status).toBe(403);
    expect(blocked.json).toMatchObject({
      code: "PASSWORD_CHANGE_REQUIRED",
      error: "Debes cambiar tu contraseña temporal antes de continuar.",
    });
    expect((await callRoute(plansRoute, { token, url: "http://localhost/api/user-plans/plans" })).status).toBe(403);
    const profile = await callRoute<{ user: UserProfile }>(me, { token, url: "http://localhost/api/auth/me" });
    expect(profile.status).toBe(200);
    expect(profile.json.user.mustChangePassword).toBe(true);

    const changed = await callRoute(changePasswordRoute, {
      token,
      method: "PUT",
      url: "http://localhost/api/auth/change-password",
      body: { currentPassword: latest, newPassword: "mi-clave-nueva" },
    });
    expect(changed.status).toBe(200);
    const fresh = changed.json.token as string;
    expect((await callRoute(usageRoute, { token: fresh, url: "http://localhost/api/user-plans/usage" })).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).mustChangePassword).toBe(false);

    const detail = await callRoute<AdminUserDetail>(userDetail, { token: admin.token, params: { id: user.id } });
    expect(detail.json.audit.filter((a: { action: string }) => a.action === "temporary_password")).toHaveLength(3);
  });
});

describe("admin self-lockout", () => {
  it("refuses an admin removing their own admin role, re-passwording or temp-passwording their own account", async () => {
    const admin = await signedIn("admin");
    const demote = await callRoute(updateUser, {
      token: admin.token,
      method: "PUT",
      params: { id: admin.user.id },
      body: { name: admin.user.name, email: admin.user.email, role: "user" },
    });
    expect(demote.status).toBe(403);
    expect(demote.json.error).toBe("No puedes quitarte el rol de administrador a ti mismo");
    const temp = await callRoute(tempPassword, { token: admin.token, params: { id: admin.user.id } });
    expect(temp.status).toBe(403);
    const own = await callRoute(updateUser, {
      token: admin.token,
      method: "PUT",
      params: { id: admin.user.id },
      body: { name: admin.user.name, email: admin.user.email, currentPassword: TEST_PASSWORD, newPassword: "otra-clave" },
    });
    expect(own.status).toBe(400);
    const row = await db.user.findUniqueOrThrow({ where: { id: admin.user.id } });
    expect(row.role).toBe("admin");
    expect(row.mustChangePassword).toBe(false);
    // Still signed in.
    expect((await callRoute(listUsers, { token: admin.token })).status).toBe(200);
  });
});

describe("admin create and edit", () => {
  it("creates with plan and role, refuses a taken e-mail, edits name/e-mail/role and the password after the admin's own", async () => {
    const admin = await signedIn("admin");
    const email = uniqueEmail("creado");
    const created = await callRoute<{ user: AdminUser }>(createUser, {
      token: admin.token,
      body: { name: "Creado", email, password: "secreto1", planType: "tactico" },
    });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe("Usuario creado exitosamente");
    expect(created.json.user).toMatchObject({ name: "Creado", email, role: "user", plan: { type: "tactico" } });
    const id = created.json.user.id;
    // A paid plan lasts a month, as a plan change without a date does; a free account has no end.
    const end = (await db.user.findUniqueOrThrow({ where: { id } })).subscriptionEndDate;
    expect(end).not.toBeNull();
    expect(Math.abs(end!.getTime() - Date.now() - 30.4 * 86_400_000)).toBeLessThan(3 * 86_400_000);
    const free = await callRoute<{ user: AdminUser }>(createUser, {
      token: admin.token,
      body: { name: "Libre", email: uniqueEmail(), password: "secreto1" },
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: free.json.user.id } })).subscriptionEndDate).toBeNull();

    expect((await callRoute(createUser, { token: admin.token, body: { name: "X", email, password: "secreto1" } })).status).toBe(409);
    const short = await callRoute(createUser, { token: admin.token, body: { name: "X", email: uniqueEmail(), password: "123" } });
    expect(short.json.error).toBe("La contraseña debe tener al menos 6 caracteres");
    const empty = await callRoute(createUser, { token: admin.token, body: { name: "", email: uniqueEmail(), password: "secreto1" } });
    expect(empty.json.error).toBe("El nombre es requerido");

    const userLogin = await callRoute<{ token: string }>(login, { body: { email, password: "secreto1" } });
    const put = (body: object) => callRoute<{ user: AdminUser }>(updateUser, { token: admin.token, method: "PUT", params: { id }, body });
    expect((await put({ name: "", email })).json.error).toBe("Nombre y email son requeridos");
    expect((await put({ name: "A", email: "malo" })).json.error).toBe("Email inválido");
    expect((await put({ name: "A", email, newPassword: "nueva-clave" })).json.error).toBe(
      "Contraseña actual es requerida para cambiar la contraseña",
    );
    expect((await put({ name: "A", email, currentPassword: "incorrecta", newPassword: "nueva-clave" })).status).toBe(400);

    const newEmail = uniqueEmail("editado");
    const edited = await put({
      name: "Editado",
      email: newEmail,
      currentPassword: TEST_PASSWORD,
      newPassword: "nueva-clave",
      role: "admin",
    });
    expect(edited.status).toBe(200);
    expect(edited.json.message).toBe("Usuario actualizado exitosamente");
    expect(edited.json.user).toMatchObject({ name: "Editado", email: newEmail, role: "admin" });
    expect((await callRoute(me, { token: userLogin.json.token, url: "http://localhost/api/auth/me" })).status).toBe(401);
    expect((await callRoute(login, { body: { email: newEmail, password: "nueva-clave" } })).status).toBe(200);

    const detail = await callRoute<AdminUserDetail>(userDetail, { token: admin.token, params: { id } });
    expect(detail.json.audit.map((a: { action: string }) => a.action).sort()).toEqual([
      "password_change",
      "profile_update",
      "role_change",
      "user_create",
    ]);

    const list = await callRoute<{ users: AdminUser[] }>(listUsers, {
      token: admin.token,
      url: `http://localhost/api/admin/users?q=${encodeURIComponent(id)}`,
    });
    expect(list.json.users).toHaveLength(0);
    const detailRow = await db.user.findUniqueOrThrow({ where: { id } });
    const found = await callRoute<{ users: AdminUser[] }>(listUsers, {
      token: admin.token,
      url: `http://localhost/api/admin/users?q=${encodeURIComponent(detailRow.email.toUpperCase())}`,
    });
    expect(found.json.users.find((u: { id: string }) => u.id === id)).toMatchObject({ name: "Editado", plan: { type: "tactico" } });
  });
});

describe("GET /api/admin/users and /api/admin/invitations: pages on the server", () => {
  it("pages, searches by name or e-mail (any case) and filters by role, with the totals", async () => {
    const admin = await signedIn("admin");
    const tag = `pag${Date.now().toString(36)}`;
    for (let i = 0; i < 5; i++) await createTestUser({ email: `${tag}-${i}@adradar.test`, role: i === 0 ? "admin" : "user" });
    type Page = {
      users: AdminUser[];
      pagination: { page: number; limit: number; totalCount: number; totalPages: number; hasPrevPage: boolean; hasNextPage: boolean };
    };
    const get = (qs: string) => callRoute<Page>(listUsers, { token: admin.token, url: `http://localhost/api/admin/users?${qs}` });

    const first = await get(`q=${tag.toUpperCase()}&limit=2`);
    expect(first.json.pagination).toEqual({ page: 1, limit: 2, totalCount: 5, totalPages: 3, hasPrevPage: false, hasNextPage: true });
    expect(first.json.users.map((u) => u.email)).toEqual([`${tag}-4@adradar.test`, `${tag}-3@adradar.test`]);
    const last = await get(`q=${tag}&limit=2&page=3`);
    expect(last.json.users.map((u) => u.email)).toEqual([`${tag}-0@adradar.test`]);
    expect(last.json.pagination).toMatchObject({ hasPrevPage: true, hasNextPage: false });
    expect((await get(`q=${tag}&role=admin`)).json.users.map((u) => u.email)).toEqual([`${tag}-0@adradar.test`]);
    expect((await get(`q=${tag}&role=user`)).json.pagination.totalCount).toBe(4);
    expect((await get("role=nadie")).status).toBe(400);

    const inv = await callRoute<{ invitations: InvitationView[]; pagination: { limit: number } }>(listInvitations, {
      token: admin.token,
      url: "http://localhost/api/admin/invitations?page=1",
    });
    expect(inv.json.pagination.limit).toBe(10);
    expect(inv.json.invitations.length).toBeLessThanOrEqual(10);
  });
});

describe("credits", () => {
  it("agree with the UsageEvent ledger to the credit", async () => {
    const admin = await signedIn("admin");
    const { user } = await signedIn("user");
    await recordUsage(user.id, "search", { credits: 7, ads: 20 });
    await recordUsage(user.id, "advertiser_stats", { credits: 3 });
    await recordUsage(user.id, "search_cached", { cached: true });
    // Last month's spend counts in the total only.
    await db.usageEvent.create({ data: { userId: user.id, kind: "search", credits: 11, at: new Date(Date.UTC(2020, 0, 15)) } });

    const users = await callRoute<{ data: { users: CreditUser[] } }>(creditUsers, { token: admin.token });
    const row = users.json.data.users.find((u: { userId: string }) => u.userId === user.id);
    expect(row).toMatchObject({ creditsMonth: 10, creditsTotal: 21, plan: { type: "free" } });
    expect(row?.costTotal).toBeCloseTo(0.021, 10);
    expect(row?.lastUsed).not.toBeNull();

    const sum = async () => Number((await db.usageEvent.aggregate({ _sum: { credits: true } }))._sum.credits ?? 0);
    const before = await sum();
    const stats = await callRoute<{ data: CreditStats }>(creditStats, { token: admin.token });
    const after = await sum();
    expect(stats.json.data.totalCreditsAllTime).toBeGreaterThanOrEqual(before);
    expect(stats.json.data.totalCreditsAllTime).toBeLessThanOrEqual(after);
    expect(stats.json.data.valuePerCredit).toBe(0.001);
    expect(Number.isInteger(stats.json.data.averageCreditsPerUser)).toBe(true);
  });

  it("sums a month exactly from the ledger", async () => {
    const { getCreditStats } = await import("@/lib/services/admin/credits");
    const { user } = await signedIn("user");
    // A month no other test writes to, emptied of an earlier run's rows when the database is reused.
    const inMonth = new Date(Date.UTC(2031, 4, 10));
    await db.usageEvent.deleteMany({ where: { at: { gte: new Date(Date.UTC(2031, 4, 1)), lt: new Date(Date.UTC(2031, 5, 1)) } } });
    await db.usageEvent.createMany({
      data: [
        { userId: user.id, kind: "search", credits: 5, at: inMonth },
        { userId: null, kind: "tracking_check", credits: 2, at: inMonth },
      ],
    });
    const stats = await getCreditStats(new Date(Date.UTC(2031, 4, 20)));
    expect(stats.totalCreditsThisMonth).toBe(7);
    expect(stats.costThisMonth).toBeCloseTo(0.007, 10);
    expect(stats.averageCreditsPerUser).toBe(Math.round(5 / stats.totalUsers));
  });
});

describe("invitations", () => {
  const registerWith = (invitationToken: string) =>
    callRoute<{ token: string }>(register, {
      body: { name: "Invitado", email: uniqueEmail("inv"), password: "secreto1", invitationToken },
    });

  const REFUSED = "El token de invitación no es válido";
  type Created = { token: string; invitation: InvitationView };
  const listedRow = async (adminToken: string, id: string) =>
    (
      await callRoute<{ invitations: InvitationView[] }>(listInvitations, {
        token: adminToken,
        url: "http://localhost/api/admin/invitations?limit=100",
      })
    ).json.invitations.find((i) => i.id === id);

  it("is created with its uses, expiry and note, and only the token's hash is stored", async () => {
    const admin = await signedIn("admin");
    const created = await callRoute<Created>(createInvitationRoute, {
      token: admin.token,
      body: { maxUses: 2, expiresInHours: 48, note: "Equipo" },
    });
    expect(created.status).toBe(201);
    const { token, invitation } = created.json;
    expect(token).toHaveLength(64);
    expect(invitation).toMatchObject({ status: "unused", maxUses: 2, useCount: 0, note: "Equipo" });
    expect(await db.invitation.count({ where: { tokenHash: token } })).toBe(0);
    const bad = await callRoute(createInvitationRoute, { token: admin.token, body: { maxUses: 0 } });
    expect(bad.status).toBe(400);
  });

  it("registers as many people as its uses, then refuses, and the list shows it used with who used it", async () => {
    const admin = await signedIn("admin");
    const { token, invitation } = (await callRoute<Created>(createInvitationRoute, { token: admin.token, body: { maxUses: 2 } })).json;
    expect((await registerWith(token)).status).toBe(201);
    expect((await registerWith(token)).status).toBe(201);
    const third = await registerWith(token);
    expect(third.status).toBe(400);
    expect(third.json.error).toBe(REFUSED);

    const row = await listedRow(admin.token, invitation.id);
    expect(row).toMatchObject({ status: "used", useCount: 2 });
    expect(row?.uses).toHaveLength(2);
    expect(row?.uses[0].email).toMatch(/^inv-/);
  });

  it("refuses an expired one, listed as expired", async () => {
    const admin = await signedIn("admin");
    const expired = await issueInvitation(admin.user.id, { expiresInHours: 1 }, new Date(Date.now() - 2 * 3_600_000));
    expect((await registerWith(expired.token)).json.error).toBe(REFUSED);
    expect((await listedRow(admin.token, expired.invitation.id))?.status).toBe("expired");
  });

  it("is single-use and never expires by default, and refuses once revoked", async () => {
    const admin = await signedIn("admin");
    const created = await callRoute<Created>(createInvitationRoute, { token: admin.token, body: {} });
    expect(created.json.invitation).toMatchObject({ maxUses: 1, expiresAt: null });
    const del = await callRoute<{ invitation: InvitationView }>(revokeInvitation, {
      token: admin.token,
      method: "DELETE",
      params: { id: created.json.invitation.id },
    });
    expect(del.json.invitation.status).toBe("revoked");
    expect((await registerWith(created.json.token)).json.error).toBe(REFUSED);
  });

  it("lets concurrent registrations use a two-use invitation exactly twice", async () => {
    const { token } = await issueInvitation(null, { maxUses: 2 });
    const results = await Promise.all([0, 1, 2, 3].map(() => registerWith(token)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
  });
});

describe("PUT /api/admin/plans/{type}", () => {
  it("updates price, limits, features, popular and payment link; refuses bad values", async () => {
    const admin = await signedIn("admin");
    const type = `prueba-${randomBytes(3).toString("hex")}`;
    await db.plan.create({ data: { type, name: "Prueba", priceCents: 100, adsLimit: 10, features: [], sortOrder: 99 } });
    try {
      const body = {
        price: "24.5",
        adsLimit: 3000,
        savedAdsLimit: "",
        trackedAdvertisersLimit: 7,
        features: ["Uno", " ", "Dos"],
        popular: true,
        paymentLink: "https://pago.example/x",
      };
      const res = await callRoute(updatePlan, { token: admin.token, method: "PUT", params: { type }, body });
      expect(res.status).toBe(200);
      expect(res.json.plan).toMatchObject({
        price: 24.5,
        adsLimit: 3000,
        savedAdsLimit: null,
        trackedAdvertisersLimit: 7,
        features: ["Uno", "Dos"],
        popular: true,
        paymentLink: "https://pago.example/x",
      });
      const bad = await callRoute(updatePlan, {
        token: admin.token,
        method: "PUT",
        params: { type },
        body: { ...body, paymentLink: "javascript:alert(1)" },
      });
      expect(bad.status).toBe(400);
      const negative = await callRoute(updatePlan, { token: admin.token, method: "PUT", params: { type }, body: { ...body, price: -1 } });
      expect(negative.status).toBe(400);
      const missing = await callRoute(updatePlan, { token: admin.token, method: "PUT", params: { type: "no-existe" }, body });
      expect(missing.status).toBe(404);
    } finally {
      await db.plan.delete({ where: { type } });
    }
  });
});
