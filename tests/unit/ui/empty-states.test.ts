// @vitest-environment happy-dom
// Empty screens on a plan without the feature (docs/product.md §6 'Plan gates'): the library, the followed
// advertisers and Novedades say what the plan leaves out and offer 'Ver planes', never "use GUARDAR",
// "use SEGUIR" or 'Crear una vigilancia'; and the list actions that need a list are off when it is empty.
import { cleanup, screen, waitFor } from "@testing-library/react";
import { createElement as h } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SavedAdsScreen } from "@/app/(app)/saved-ads/saved-ads-screen";
import { DEFAULT_SAVED_ADS_QUERY } from "@/app/(app)/saved-ads/saved-ads-query";
import { TrackedAdvertisersScreen } from "@/app/(app)/tracked-advertisers/tracked-advertisers-screen";
import { FeedScreen } from "@/app/(app)/novedades/feed-screen";
import type { PlanGates } from "@/lib/shared/billing/plan-gates";
import { savedAdsKey } from "@/lib/swr/keys";
import { renderWithApi } from "../../support/ui";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const gates = (allowed: boolean): PlanGates => ({
  planName: allowed ? "Pioneros" : "GRATIS",
  savedAds: { allowed, upgradePlan: "Pioneros" },
  trackedAdvertisers: { allowed, upgradePlan: "Pioneros" },
  watches: { allowed, upgradePlan: "Pioneros" },
});

const emptyLibrary = {
  key: savedAdsKey(DEFAULT_SAVED_ADS_QUERY, 1),
  data: {
    success: true as const,
    ads: [],
    stats: { total: 0, favorites: 0, collections: 0, avgHotness: 0 },
    pagination: { page: 1, limit: 20, hasNextPage: false },
  },
};
const noTracking = {
  data: [],
  pagination: { currentPage: 1, totalPages: 0, totalCount: 0, limit: 20, hasNextPage: false, hasPrevPage: false },
};
const emptyFeed = { items: [], nextCursor: null, unread: 0 };

const seePlans = () => screen.getByRole("link", { name: "Ver planes" }).getAttribute("href");

describe("saved ads", () => {
  it("on the free plan: says the plan leaves saving out, offers the plans, and 'Exportar CSV' is off", () => {
    renderWithApi(h(SavedAdsScreen, { initial: emptyLibrary, collections: [], tags: [], gates: gates(false) }));
    expect(screen.getByRole("heading", { name: "No hay anuncios guardados" })).toBeTruthy();
    expect(screen.getByText("Tu plan GRATIS no incluye anuncios guardados. Disponibles desde el plan Pioneros.")).toBeTruthy();
    expect(screen.queryByText(/Usa el botón GUARDAR/)).toBeNull();
    expect(seePlans()).toBe("/user-plans");
    expect(screen.queryByRole("link", { name: "Exportar CSV" })).toBeNull();
    expect((screen.getByRole("button", { name: "Exportar CSV" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("on a plan with saving: points to GUARDAR", () => {
    renderWithApi(h(SavedAdsScreen, { initial: emptyLibrary, collections: [], tags: [], gates: gates(true) }));
    expect(screen.getByText(/Usa el botón GUARDAR/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Ver planes" })).toBeNull();
  });
});

describe("followed advertisers", () => {
  it("on the free plan: says the plan leaves following out and offers the plans", () => {
    renderWithApi(h(TrackedAdvertisersScreen, { initial: noTracking, gates: gates(false) }));
    expect(screen.getByText("Tu plan GRATIS no incluye anunciantes en seguimiento. Disponibles desde el plan Pioneros.")).toBeTruthy();
    expect(screen.queryByText(/Usa el botón SEGUIR/)).toBeNull();
    expect(seePlans()).toBe("/user-plans");
  });
});

describe("Novedades", () => {
  it("on the free plan: no 'Crear una vigilancia', the plan that includes watches and 'Ver planes'", async () => {
    renderWithApi(h(FeedScreen, { initial: emptyFeed, gates: gates(false) }), {
      "GET /api/feed": { success: true, ...emptyFeed },
      "GET /api/feed/unread": { success: true, unread: 0 },
    });
    expect(await screen.findByRole("heading", { name: "Aún no hay novedades" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Crear una vigilancia/ })).toBeNull();
    expect(screen.getByText("Tu plan GRATIS no incluye vigilancias. Disponibles desde el plan Pioneros.")).toBeTruthy();
    expect(seePlans()).toBe("/user-plans");
  });

  it("'Marcar todo como leído' is off on an empty list, even while the sidebar's polled count still says 2", async () => {
    const { calls } = renderWithApi(h(FeedScreen, { initial: emptyFeed, gates: gates(true) }), {
      "GET /api/feed": { success: true, ...emptyFeed },
      "GET /api/feed/unread": { success: true, unread: 2 },
    });
    await waitFor(() => expect(calls.some((c) => c.path === "/api/feed/unread")).toBe(true));
    // The stale count has reached the header...
    await screen.findByText("2 novedades sin leer");
    // ...and the button still cannot mark anything.
    expect((screen.getByRole("button", { name: "Marcar todo como leído" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
