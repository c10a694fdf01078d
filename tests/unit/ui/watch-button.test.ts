// @vitest-environment happy-dom
// 'Vigilar esta búsqueda' before the click (docs/product.md §6, docs/watches.md 'Duplicates'): a lock and
// the plan that includes watches on a plan without them (no dialog to fill and then see refused); 'Vigilando
// esta búsqueda' when a watch of the same search exists; and in the dialog, a Telegram box that cannot be
// ticked without a linked chat, naming the screen the server's refusal names.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createElement as h } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WatchSearchButton } from "@/components/watches/watch-search-button";
import { WatchDialog } from "@/components/watches/watch-dialog";
import type { PlanGates } from "@/lib/shared/billing/plan-gates";
import { TELEGRAM_SETTINGS_PLACE } from "@/lib/shared/watches/labels";
import type { SearchParamsValues } from "@/lib/validation/search";
import { defaultSearchValues } from "@/lib/shared/search/prefill";
import { renderWithApi } from "../../support/ui";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const gates = (allowed: boolean, planName: string): PlanGates => ({
  planName,
  savedAds: { allowed, upgradePlan: "Pioneros" },
  trackedAdvertisers: { allowed, upgradePlan: "Pioneros" },
  watches: { allowed, upgradePlan: "Pioneros" },
});
const usage = (g: PlanGates) => ({ success: true, usage: { planName: g.planName, gates: g } });
const params: SearchParamsValues = { ...defaultSearchValues(), value: "crema", country: "MX", languages: ["es", "en"] };
const watchesReply = (watches: unknown[], telegram = { linked: true, botConfigured: true }) => ({
  success: true,
  watches,
  limits: { maxWatches: 3, minIntervalHours: 24 },
  telegram,
});

describe("'Vigilar esta búsqueda'", () => {
  it("on a plan without watches: a lock, and its click names the plan that includes them instead of a form", async () => {
    const { calls } = renderWithApi(h(WatchSearchButton, { source: { params } }), {
      "GET /api/user-plans/usage": usage(gates(false, "GRATIS")),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Vigilar esta búsqueda (no incluido en tu plan)" }));
    const panel = await screen.findByRole("dialog", { name: "Límite de tu plan" });
    expect(panel.textContent).toContain("Tu plan GRATIS no incluye vigilancias.");
    expect(panel.textContent).toContain("Disponibles desde el plan Pioneros.");
    expect(screen.queryByRole("button", { name: "Crear vigilancia" })).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).not.toContain("POST /api/watches");
  });

  it("reads 'Vigilando esta búsqueda' when a watch of the same search exists (spelled and ordered otherwise)", async () => {
    const existing = { id: "w1", name: "crema · México", params: { ...params, value: " Crema ", languages: ["en", "es"] } };
    renderWithApi(h(WatchSearchButton, { source: { params } }), {
      "GET /api/user-plans/usage": usage(gates(true, "Pioneros")),
      "GET /api/watches": watchesReply([existing]),
    });
    const link = await screen.findByRole("link", { name: "Vigilando esta búsqueda: ver «crema · México» en Vigilancias" });
    expect(link.getAttribute("href")).toBe("/search-history?tab=vigilancias");
    expect(screen.queryByRole("button", { name: /Vigilar/ })).toBeNull();
  });

  it("offers the dialog for a search not watched yet", async () => {
    const other = { id: "w2", name: "faja", params: { ...params, value: "faja" } };
    renderWithApi(h(WatchSearchButton, { source: { params } }), {
      "GET /api/user-plans/usage": usage(gates(true, "Pioneros")),
      "GET /api/watches": watchesReply([other]),
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Vigilar esta búsqueda" }).getAttribute("aria-haspopup")).toBe("dialog"));
  });
});

describe("the watch dialog's Telegram box", () => {
  const open = { mode: "create" as const, source: { params } };

  it("cannot be ticked without a linked chat, and says where to connect it", async () => {
    renderWithApi(h(WatchDialog, { target: open, onClose: () => {} }), {
      "GET /api/watches": watchesReply([], { linked: false, botConfigured: true }),
    });
    const box = screen.getByRole("checkbox", { name: /^Telegram/ });
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(true));
    expect(box.closest("label")?.textContent).toContain(`Conecta Telegram en ${TELEGRAM_SETTINGS_PLACE} para elegirlo.`);
    // The name the service saves when the field is left blank is the one shown.
    expect(screen.getByLabelText("Nombre").getAttribute("placeholder")).toBe("crema · México");
  });

  it("without a bot on the server it says so instead", async () => {
    renderWithApi(h(WatchDialog, { target: open, onClose: () => {} }), {
      "GET /api/watches": watchesReply([], { linked: false, botConfigured: false }),
    });
    const box = screen.getByRole("checkbox", { name: /^Telegram/ });
    await waitFor(() => expect(box.closest("label")?.textContent).toContain("El bot de Telegram no está configurado en este servidor."));
    expect((box as HTMLInputElement).disabled).toBe(true);
  });

  it("with a linked chat it can be ticked", async () => {
    renderWithApi(h(WatchDialog, { target: open, onClose: () => {} }), { "GET /api/watches": watchesReply([]) });
    const box = screen.getByRole("checkbox", { name: /^Telegram/ }) as HTMLInputElement;
    await waitFor(() => expect(box.closest("label")?.textContent).toContain(`Se conecta en ${TELEGRAM_SETTINGS_PLACE}.`));
    fireEvent.click(box);
    expect(box.checked).toBe(true);
  });
});
