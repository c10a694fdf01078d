// @vitest-environment happy-dom
// docs/product.md §6 'Plan gates': GUARDAR and SEGUIR say before the click that the plan leaves them out
// (a lock, the plan that includes them, 'Ver planes') and send nothing the server would refuse; a plan
// raised since the last read runs the action at once.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createElement as h } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdCardActions } from "@/components/ads/ad-card-actions";
import { PlanCard } from "@/components/plans/plan-card";
import { PLAN_CATALOG } from "@/lib/shared/billing/plan-catalog";
import type { SearchAd } from "@/lib/shared/search/ad";
import type { PlanGates } from "@/lib/shared/billing/plan-gates";
import { renderWithApi } from "../../support/ui";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FREE: PlanGates = {
  planName: "GRATIS",
  savedAds: { allowed: false, upgradePlan: "Pioneros" },
  trackedAdvertisers: { allowed: false, upgradePlan: "Pioneros" },
  watches: { allowed: false, upgradePlan: "Pioneros" },
};
const PIONEROS: PlanGates = {
  planName: "Pioneros",
  savedAds: { allowed: true, upgradePlan: "Pioneros" },
  trackedAdvertisers: { allowed: true, upgradePlan: "Pioneros" },
  watches: { allowed: true, upgradePlan: "Pioneros" },
};
const usageWith = (gates: PlanGates) => ({ success: true, usage: { planName: gates.planName, gates } });
const ad = { id: "ad-1", page_name: "Tienda Sol" } as SearchAd;

function renderCard(gatesNow: () => PlanGates) {
  const onSave = vi.fn();
  const onFollow = vi.fn();
  const view = renderWithApi(
    h(AdCardActions, { ad, snapshotHref: null, following: false, onFollow, saved: false, saving: false, onSave }),
    { "GET /api/user-plans/usage": () => usageWith(gatesNow()) },
  );
  return { ...view, onSave, onFollow };
}

describe("GUARDAR and SEGUIR on a plan without them", () => {
  it("GUARDAR shows a lock, and its click names the plan that includes saving instead of saving", async () => {
    const { calls, onSave } = renderCard(() => FREE);
    const save = await screen.findByRole("button", { name: "GUARDAR anuncio de Tienda Sol (no incluido en tu plan)" });
    fireEvent.click(save);
    const panel = await screen.findByRole("dialog", { name: "Límite de tu plan" });
    expect(panel.textContent).toContain("Tu plan GRATIS no incluye anuncios guardados.");
    expect(panel.textContent).toContain("Disponibles desde el plan Pioneros.");
    expect(screen.getByRole("link", { name: "Ver planes" }).getAttribute("href")).toBe("/user-plans");
    expect(onSave).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("SEGUIR shows a lock, and its click opens no form", async () => {
    const { onFollow } = renderCard(() => FREE);
    fireEvent.click(await screen.findByRole("button", { name: "SEGUIR a Tienda Sol (no incluido en tu plan)" }));
    const panel = await screen.findByRole("dialog", { name: "Límite de tu plan" });
    expect(panel.textContent).toContain("Tu plan GRATIS no incluye anunciantes en seguimiento.");
    expect(onFollow).not.toHaveBeenCalled();
  });

  it("a plan that includes them shows the plain buttons, which act", async () => {
    const { onSave, onFollow } = renderCard(() => PIONEROS);
    await waitFor(() => expect(screen.getByRole("button", { name: "GUARDAR anuncio de Tienda Sol" })).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "GUARDAR anuncio de Tienda Sol" }));
    fireEvent.click(screen.getByRole("button", { name: "SEGUIR a Tienda Sol" }));
    expect(onSave).toHaveBeenCalledWith(ad);
    expect(onFollow).toHaveBeenCalledWith(ad);
    expect(screen.queryByRole("button", { name: /no incluido en tu plan/ })).toBeNull();
  });

  it("a plan raised since the last read: the click checks again and saves", async () => {
    let gates = FREE;
    const { onSave } = renderCard(() => gates);
    const save = await screen.findByRole("button", { name: /^GUARDAR.*no incluido en tu plan/ });
    gates = PIONEROS;
    fireEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(ad));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the plan cards", () => {
  const view = (type: string) => {
    const p = PLAN_CATALOG.find((c) => c.type === type)!;
    return { ...p, price: p.priceCents / 100, features: [...p.features], paymentLink: null };
  };

  it("say what each plan allows, vigilancias included, and what it leaves out", () => {
    renderWithApi(
      h("div", {}, h(PlanCard, { plan: view("free"), current: true }), h(PlanCard, { plan: view("pioneros"), current: false })),
    );
    const free = screen.getByRole("list", { name: "Qué incluye GRATIS" }).textContent ?? "";
    expect(free).toContain("Sin anuncios guardados");
    expect(free).toContain("Sin anunciantes en seguimiento");
    expect(free).toContain("Sin vigilancias");
    const pioneros = screen.getByRole("list", { name: "Qué incluye Pioneros" }).textContent ?? "";
    expect(pioneros).toContain("3 vigilancias, revisión diaria");
    expect(pioneros).toContain("Sugerencias con IA");
    // The seeded feature '200 anuncios guardados' is said once, by the limits.
    expect(pioneros.split("200 anuncios guardados")).toHaveLength(2);
  });
});
