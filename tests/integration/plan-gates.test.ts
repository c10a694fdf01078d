// docs/product.md §6 'Plan gates': the usage every screen already loads says what the user's plan allows
// today and the first plan that includes what it leaves out, so GUARDAR, SEGUIR and 'Vigilar esta
// búsqueda' show a lock before the click instead of a 403 after it.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as usage } from "@/app/api/user-plans/usage/route";
import { getPlanGates } from "@/lib/services/billing/plan-gates";
import type { PlanGates } from "@/lib/shared/billing/plan-gates";
import { callRoute, signedInUser } from "../support/factories";

async function gatesOf(token: string): Promise<PlanGates> {
  const res = await callRoute<{ usage: { gates: PlanGates } }>(usage, { token, url: "http://localhost/api/user-plans/usage" });
  expect(res.status).toBe(200);
  return res.json.usage.gates;
}

describe("the plan gates in GET /api/user-plans/usage", () => {
  it("the free plan: no saving, following or watches, each first included in Pioneros", async () => {
    const { user, token } = await signedInUser("free");
    const expected = {
      planName: "GRATIS",
      savedAds: { allowed: false, upgradePlan: "Pioneros" },
      trackedAdvertisers: { allowed: false, upgradePlan: "Pioneros" },
      watches: { allowed: false, upgradePlan: "Pioneros" },
    };
    expect(await gatesOf(token)).toEqual(expected);
    // The screens the server renders (their empty states) read the same gates.
    expect(await getPlanGates(user.id)).toEqual(expected);
  });

  it("a paid plan allows all three", async () => {
    const { token } = await signedInUser("pioneros");
    const gates = await gatesOf(token);
    expect([gates.planName, gates.savedAds.allowed, gates.trackedAdvertisers.allowed, gates.watches.allowed]).toEqual([
      "Pioneros",
      true,
      true,
      true,
    ]);
  });

  it("an expired paid plan gets the free plan's gates until it is renewed", async () => {
    const { user, token } = await signedInUser("tactico");
    await db.user.update({ where: { id: user.id }, data: { subscriptionEndDate: new Date(Date.now() - 86_400_000) } });
    const gates = await gatesOf(token);
    expect(gates.planName).toBe("GRATIS");
    expect(gates.savedAds).toEqual({ allowed: false, upgradePlan: "Pioneros" });
  });
});
