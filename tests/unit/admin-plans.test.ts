import { describe, expect, it } from "vitest";
import { effectivePlanType, subscriptionDisplay } from "@/lib/shared/billing/subscription";
import { changePlanSchema, updateUserFormSchema } from "@/lib/validation/admin-users";
import { createInvitationSchema } from "@/lib/validation/invitations";
import { updatePlanFormSchema } from "@/lib/validation/plans";
import { formatUsd } from "@/lib/format";
import { creditsCost } from "@/lib/shared/billing/credit-value";
import { endOfDay } from "@/lib/services/admin/change-plan";
import { endOfDayIn, startOfDayIn } from "@/lib/time-zone";

const now = new Date("2026-03-10T12:00:00Z");

describe("effectivePlanType", () => {
  it("serves an expired paid plan with the free plan, and nothing else", () => {
    expect(effectivePlanType({ planType: "tactico", endDate: "2026-03-09T00:00:00Z" }, now)).toBe("free");
    expect(effectivePlanType({ planType: "tactico", status: "expired", endDate: null }, now)).toBe("free");
    expect(effectivePlanType({ planType: "tactico", endDate: "2026-03-20T00:00:00Z" }, now)).toBe("tactico");
    // 'Sin suscripción' is shown in orange, but the plan is not expired.
    expect(effectivePlanType({ planType: "tactico", endDate: null }, now)).toBe("tactico");
    expect(subscriptionDisplay({ planType: "tactico", endDate: "2026-03-09T00:00:00Z" }, now)).toMatchObject({
      label: "Vencido",
      tone: "red",
    });
  });
});

describe("a plan's end chosen as a day", () => {
  const chosen = "2026-03-15";

  it("lasts through that day on the user's clock, and reads as that day there", () => {
    for (const [zone, lastInstant] of [
      ["Asia/Tokyo", "2026-03-15T14:59:59.999Z"],
      ["Europe/Madrid", "2026-03-15T22:59:59.999Z"],
      ["UTC", "2026-03-15T23:59:59.999Z"],
      ["America/Bogota", "2026-03-16T04:59:59.999Z"],
    ]) {
      const end = endOfDay(chosen, now, zone);
      expect(end.toISOString(), zone).toBe(lastInstant);
      expect(subscriptionDisplay({ planType: "tactico", endDate: end }, now, zone).label, zone).toBe("15 mar");
      expect(subscriptionDisplay({ planType: "tactico", endDate: end }, new Date(end.getTime() + 1), zone).expired, zone).toBe(true);
    }
  });

  it("refuses a day already over on the user's clock, not on UTC's", () => {
    const lateInTokyo = new Date("2026-03-15T16:00:00Z"); // 16 mar 01:00 in Tokyo, 15 mar 17:00 in Madrid
    expect(() => endOfDay(chosen, lateInTokyo, "Asia/Tokyo")).toThrow("La fecha de vencimiento no puede ser anterior a hoy");
    expect(endOfDay(chosen, lateInTokyo, "Europe/Madrid").toISOString()).toBe("2026-03-15T22:59:59.999Z");
  });

  it("follows DST changes, a skipped midnight included", () => {
    // Madrid moves to summer time at 02:00 on 29 March: that day is 23 hours long.
    expect(endOfDayIn("2026-03-28", "Europe/Madrid").toISOString()).toBe("2026-03-28T22:59:59.999Z");
    expect(endOfDayIn("2026-03-29", "Europe/Madrid").toISOString()).toBe("2026-03-29T21:59:59.999Z");
    // Santiago skips from 00:00 to 01:00 on 6 September, and repeats 23:00 on 4 April.
    expect(startOfDayIn("2026-09-06", "America/Santiago").toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect(endOfDayIn("2026-09-05", "America/Santiago").toISOString()).toBe("2026-09-06T03:59:59.999Z");
    expect(endOfDayIn("2026-04-04", "America/Santiago").toISOString()).toBe("2026-04-05T03:59:59.999Z");
  });
});

describe("admin form schemas", () => {
  const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

  it("edit user: empty password fields mean no change; a new one needs the current, the confirmation and 6 characters", () => {
    const base = { name: "Ana", email: "ana@b.co" };
    expect(updateUserFormSchema.safeParse({ ...base, newPassword: "", currentPassword: "", confirmPassword: "" }).success).toBe(true);
    expect(message(updateUserFormSchema.safeParse({ ...base, newPassword: "nueva-1" }))).toBe(
      "Contraseña actual es requerida para cambiar la contraseña",
    );
    expect(
      message(updateUserFormSchema.safeParse({ ...base, currentPassword: "x", newPassword: "nueva-1", confirmPassword: "otra" })),
    ).toBe("Las contraseñas no coinciden");
    expect(message(updateUserFormSchema.safeParse({ ...base, currentPassword: "x", newPassword: "123", confirmPassword: "123" }))).toBe(
      "La contraseña debe tener al menos 6 caracteres",
    );
    expect(message(updateUserFormSchema.safeParse({ name: " ", email: "ana@b.co" }))).toBe("Nombre y email son requeridos");
    expect(message(updateUserFormSchema.safeParse({ name: "Ana", email: "no-email" }))).toBe("Email inválido");
  });

  it("change plan: user and plan required, the expiry optional", () => {
    expect(message(changePlanSchema.safeParse({ userId: "", planType: "tactico" }))).toBe("Todos los campos son requeridos");
    expect(changePlanSchema.parse({ userId: "abc", planType: "tactico", expirationDate: "" }).expirationDate).toBe("");
    expect(changePlanSchema.safeParse({ userId: "abc", planType: "tactico", expirationDate: "mañana" }).success).toBe(false);
  });

  it("invitation: default one use, no expiry; out-of-range values refused", () => {
    expect(createInvitationSchema.parse({ expiresInHours: "", maxUses: "", note: "" })).toEqual({
      expiresInHours: null,
      maxUses: 1,
      note: "",
    });
    expect(createInvitationSchema.parse({ expiresInHours: "24", maxUses: "3" })).toMatchObject({ expiresInHours: 24, maxUses: 3 });
    expect(createInvitationSchema.safeParse({ maxUses: "0" }).success).toBe(false);
    expect(createInvitationSchema.safeParse({ expiresInHours: "1.5" }).success).toBe(false);
  });

  it("plan editor: features one per line, empty limits mean unlimited, prices with at most 2 decimals", () => {
    const parsed = updatePlanFormSchema.parse({
      price: "19,90",
      adsLimit: "2000",
      savedAdsLimit: "",
      trackedAdvertisersLimit: "5",
      features: "Uno\n\n  Dos  \n",
      popular: false,
      paymentLink: "",
    });
    expect(parsed).toMatchObject({
      price: 19.9,
      adsLimit: 2000,
      savedAdsLimit: null,
      trackedAdvertisersLimit: 5,
      features: ["Uno", "Dos"],
      paymentLink: null,
    });
    expect(updatePlanFormSchema.safeParse({ ...parsed, features: "", price: "1.234" }).success).toBe(false);
  });
});

describe("credit costs", () => {
  it("are credits times 0.001 USD, shown with 4 decimals", () => {
    expect(formatUsd(creditsCost(1))).toBe("0,0010\u00a0US$");
    expect(formatUsd(creditsCost(12_345))).toBe("12,3450\u00a0US$");
  });
});
