// @vitest-environment happy-dom
// lib/toast.ts against the real sonner Toaster: a toast of a kind replaces the one showing, and one raised
// as its predecessor closes (in the same task as the 4 s auto-close, or during sonner's 200 ms exit) is
// shown, not lost with it. The lost toast is what failed CI's 'Cargar más' e2e on a busy machine: its success toast came
// at the moment the search's success toast closed.
import { act, cleanup, render, screen } from "@testing-library/react";
import { createElement as h } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

let toast: typeof import("@/lib/toast").toast;

// lib/toast.ts keeps its slots in module state: each test gets a fresh copy. sonner (an external module,
// kept across resets) replays its active toasts to a new Toaster, so each test dismisses them all.
beforeEach(async () => {
  vi.resetModules();
  const { Toaster } = await import("sonner");
  ({ toast } = await import("@/lib/toast"));
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame", "Date"] });
  render(h(Toaster, { duration: 4000, closeButton: true }));
});

afterEach(async () => {
  (await import("sonner")).toast.dismiss();
  cleanup();
  vi.useRealTimers();
});

/** Lets the lazy import of sonner settle, then runs the timers due within `ms`. */
async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The toasts on screen: mounted and not on their way out. */
function shownTitles(): string[] {
  return [...document.querySelectorAll("[data-sonner-toast]")]
    .filter((el) => el.getAttribute("data-removed") !== "true")
    .map((el) => el.querySelector("[data-title]")?.textContent ?? "");
}

describe("toast slots", () => {
  it("a second success replaces the first in place: one toast, the new message", async () => {
    toast.success("¡Se encontraron 20 anuncios!");
    await advance(100);
    toast.success("¡Se cargaron 20 anuncios más!");
    await advance(100);
    expect(shownTitles()).toEqual(["¡Se cargaron 20 anuncios más!"]);
  });

  it("kinds keep their own slots", async () => {
    toast.success("Anuncio guardado exitosamente");
    toast.error("No se pudo guardar");
    await advance(100);
    expect(shownTitles().sort()).toEqual(["Anuncio guardado exitosamente", "No se pudo guardar"]);
  });

  for (const after of [0, 50, 150, 199]) {
    it(`a success raised ${after} ms after the previous one auto-closed is shown for its full time`, async () => {
      toast.success("¡Se encontraron 20 anuncios!");
      await advance(100);
      expect(shownTitles()).toEqual(["¡Se encontraron 20 anuncios!"]);
      // The first toast's 4 s are up: it starts its exit.
      await advance(3_900 + after);
      toast.success("¡Se cargaron 20 anuncios más!");
      await advance(400);
      expect(shownTitles()).toEqual(["¡Se cargaron 20 anuncios más!"]);
      await advance(3_000);
      expect(shownTitles()).toEqual(["¡Se cargaron 20 anuncios más!"]);
      await advance(1_500);
      expect(shownTitles()).toEqual([]);
    });
  }

  it("a success raised in the very task its predecessor's 4 s run out is shown, not merged into the closing toast", async () => {
    // Timers due at the same moment run in the order they were set: this one, set first, runs just before
    // the first toast's auto-close, and sonner's deferred update for it just after (a busy browser's case).
    setTimeout(() => toast.success("Anuncio eliminado exitosamente"), 4_000);
    toast.success("Agregado a favoritos");
    await advance(100);
    expect(shownTitles()).toEqual(["Agregado a favoritos"]);
    await advance(3_900 + 400);
    expect(shownTitles()).toEqual(["Anuncio eliminado exitosamente"]);
    await advance(3_000);
    expect(shownTitles()).toEqual(["Anuncio eliminado exitosamente"]);
  });

  it("a success after the previous one was closed by hand is shown", async () => {
    toast.success("¡Se encontraron 20 anuncios!");
    await advance(100);
    act(() => screen.getByRole("button", { name: /close/i }).click());
    await advance(50);
    toast.success("¡Se cargaron 20 anuncios más!");
    await advance(400);
    expect(shownTitles()).toEqual(["¡Se cargaron 20 anuncios más!"]);
  });
});
