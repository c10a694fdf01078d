// @vitest-environment happy-dom
// Configuración → Notificaciones on a server without a Telegram bot (docs/product.md §2 Settings): it says the
// bot is not configured and nothing else; never how to connect it or to write to it.
import { cleanup, screen } from "@testing-library/react";
import { createElement as h } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationsPanel } from "@/app/(app)/settings/notifications-panel";
import type { UserSettings } from "@/lib/services/settings/user-settings";
import { renderWithApi } from "../../support/ui";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settings = (botConfigured: boolean): UserSettings => ({
  telegramLinked: false,
  telegramUsername: null,
  analysisTime: "09:00",
  timeZone: "Europe/Madrid",
  timeZoneSaved: true,
  botConfigured,
  telegramBlocked: false,
});

describe("the Telegram settings", () => {
  it("without a bot: says it is not available, and gives no steps nor any hint to use the bot", () => {
    renderWithApi(h(NotificationsPanel, { initial: settings(false) }), {
      "GET /api/user/settings": { success: true, user: settings(false) },
    });
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Telegram no está disponible");
    expect(status.textContent).toContain("El bot de Telegram no está configurado en este servidor");
    expect(document.body.textContent).not.toMatch(/usar el bot|Abrir Telegram|\/ayuda|Pulsa «Conectar Telegram»/);
    expect(screen.queryByRole("complementary", { name: "Cómo conectar Telegram" })).toBeNull();
    expect((screen.getByRole("button", { name: "Conectar Telegram" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("with a bot: how to connect, step by step", () => {
    renderWithApi(h(NotificationsPanel, { initial: settings(true) }), {
      "GET /api/user/settings": { success: true, user: settings(true) },
    });
    expect(screen.getByRole("status").textContent).toContain("Telegram no está conectado");
    expect(screen.getByRole("complementary", { name: "Cómo conectar Telegram" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Conectar Telegram" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
