// docs/product.md §6 'Plan gates' and §2 'Plans page': what each plan allows is read from its limits, the
// locks name the first plan that includes a feature, and every plan card says what it allows, vigilancias
// included, without repeating the plan's own feature lines.
import { describe, expect, it } from "vitest";
import { PLAN_CATALOG } from "@/lib/shared/billing/plan-catalog";
import { extraFeatures, lockedSentence, planAllowances, planGates } from "@/lib/shared/billing/plan-gates";

const plans = PLAN_CATALOG.map((p) => ({ ...p, features: [...p.features] }));
const byType = (type: string) => plans.find((p) => p.type === type)!;

describe("planGates", () => {
  it("the free plan includes no saving, following or watches, and Pioneros is the first plan that does", () => {
    const gates = planGates(byType("free"), plans);
    expect(gates).toEqual({
      planName: "GRATIS",
      savedAds: { allowed: false, upgradePlan: "Pioneros" },
      trackedAdvertisers: { allowed: false, upgradePlan: "Pioneros" },
      watches: { allowed: false, upgradePlan: "Pioneros" },
    });
    expect(lockedSentence(gates, "watches")).toBe("Tu plan GRATIS no incluye vigilancias. Disponibles desde el plan Pioneros.");
  });

  it("a paid plan allows them; unlimited (null) counts as allowed", () => {
    const gates = planGates(byType("imperio"), plans);
    expect([gates.savedAds.allowed, gates.trackedAdvertisers.allowed, gates.watches.allowed]).toEqual([true, true, true]);
  });

  it("an admin who takes a feature out of every plan: the lock says no plan includes it", () => {
    const noWatches = plans.map((p) => ({ ...p, maxWatches: 0 }));
    const gates = planGates(noWatches[1], noWatches);
    expect(gates.watches).toEqual({ allowed: false, upgradePlan: null });
    expect(lockedSentence(gates, "watches")).toBe("Tu plan Pioneros no incluye vigilancias. Ningún plan los incluye por ahora.");
  });
});

describe("planAllowances (the plan cards)", () => {
  it("says what each seeded plan allows, vigilancias and their frequency included", () => {
    expect(planAllowances(byType("free"))).toEqual([
      { text: "Sin anuncios guardados", included: false },
      { text: "Sin anunciantes en seguimiento", included: false },
      { text: "Sin vigilancias", included: false },
      { text: "3 análisis con IA al mes", included: true },
    ]);
    expect(planAllowances(byType("pioneros")).map((a) => a.text)).toEqual([
      "200 anuncios guardados",
      "5 anunciantes en seguimiento",
      "3 vigilancias, revisión diaria",
      "30 análisis con IA al mes",
    ]);
    expect(planAllowances(byType("imperio")).map((a) => a.text)).toEqual([
      "Anuncios guardados ilimitados",
      "200 anunciantes en seguimiento",
      "100 vigilancias, revisión cada 6 horas",
      "1.000 análisis con IA al mes",
    ]);
  });

  it("one of a kind reads in the singular", () => {
    const one = { ...byType("pioneros"), savedAdsLimit: 1, trackedAdvertisersLimit: 1, maxWatches: 1, aiAnalysesLimit: 1 };
    expect(planAllowances(one).map((a) => a.text)).toEqual([
      "1 anuncio guardado",
      "1 anunciante en seguimiento",
      "1 vigilancia, revisión diaria",
      "1 análisis con IA al mes",
    ]);
  });

  it("the plan's own features follow, without the lines that repeat its limits", () => {
    expect(extraFeatures(byType("free"))).toEqual(["Búsqueda por palabra clave y país", "Historial de búsquedas"]);
    expect(extraFeatures(byType("pioneros"))).toEqual(["Sugerencias con IA"]);
    expect(extraFeatures(byType("imperio"))).toEqual(["Soporte prioritario"]);
  });
});
