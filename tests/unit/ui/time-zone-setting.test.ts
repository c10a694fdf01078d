// @vitest-environment happy-dom
// Configuración → Notificaciones, 'Zona horaria' (docs/product.md §2 Settings): the select shows the zone in
// use even when the list lacks it (a zone kept from the browser, or the browser's own before any is saved),
// named by its IANA name and UTC offset; and the server takes any zone a browser may report.
import { cleanup, screen, waitFor } from "@testing-library/react";
import { createElement as h } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationsPanel } from "@/app/(app)/settings/notifications-panel";
import type { UserSettings } from "@/lib/services/settings/user-settings";
import { timeZoneOptions, utcOffsetLabel } from "@/lib/time-zone";
import { notificationSettingsFormSchema, updateSettingsSchema } from "@/lib/validation/settings";
import { renderWithApi } from "../../support/ui";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

// happy-dom has no `size` on a select (browsers reflect the attribute, 0 when absent); without it
// react-hook-form takes the first option for one the user picked and keeps it over the default value.
Object.defineProperty(HTMLSelectElement.prototype, "size", {
  configurable: true,
  get(this: HTMLSelectElement) {
    return Number(this.getAttribute("size") ?? 0);
  },
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const settings = (timeZone: string, timeZoneSaved: boolean): UserSettings => ({
  telegramLinked: false,
  telegramUsername: null,
  analysisTime: "09:00",
  timeZone,
  timeZoneSaved,
  botConfigured: false,
  telegramBlocked: false,
});

function renderPanel(initial: UserSettings) {
  renderWithApi(h(NotificationsPanel, { initial }), { "GET /api/user/settings": { success: true, user: initial } });
  const select = screen.getByLabelText("Zona horaria") as HTMLSelectElement;
  return { select, shown: () => select.selectedOptions[0]?.textContent };
}

/** The browser's zone as Intl reports it. */
function browserIn(zone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone: zone };
  });
}

describe("the zone select", () => {
  it("shows a saved or browser-kept zone the list lacks, by its name and offset", () => {
    const { select, shown } = renderPanel(settings("America/Lima", true));
    expect(select.value).toBe("America/Lima");
    expect(shown()).toBe("America/Lima (UTC-05:00)");
  });

  it("shows a listed zone by its Spanish label, and adds nothing", () => {
    const { select, shown } = renderPanel(settings("Asia/Tokyo", true));
    expect(select.value).toBe("Asia/Tokyo");
    expect(shown()).toBe("Japón (Tokio)");
    expect([...select.options].some((o) => o.textContent?.includes("(UTC"))).toBe(false);
  });

  it("before any zone is saved, proposes the browser's own even when the list lacks it", async () => {
    browserIn("Europe/Rome");
    const { select, shown } = renderPanel(settings("America/Bogota", false));
    await waitFor(() => expect(select.value).toBe("Europe/Rome"));
    expect(shown()).toBe(`Europe/Rome (${utcOffsetLabel("Europe/Rome")})`);
    expect(screen.getByText("La de tu navegador: pulsa «Guardar configuración» para usarla.")).toBeTruthy();
  });
});

describe("timeZoneOptions", () => {
  const winter = new Date("2026-01-15T12:00:00Z");
  it("puts each unlisted zone first, once, with its offset at that moment; ignores what is not a zone", () => {
    const options = timeZoneOptions(["Asia/Kathmandu", null, "Asia/Kathmandu", "Europe/Madrid", "Mars/Base", undefined], winter);
    expect(options[0]).toEqual({ value: "Asia/Kathmandu", label: "Asia/Kathmandu (UTC+05:45)" });
    expect(options.filter((o) => o.value === "Asia/Kathmandu")).toHaveLength(1);
    expect(options.filter((o) => o.value === "Europe/Madrid")).toEqual([{ value: "Europe/Madrid", label: "España (Madrid)" }]);
    expect(options.some((o) => o.value === "Mars/Base")).toBe(false);
    expect(timeZoneOptions(["America/St_Johns"], winter)[0].label).toBe("America/St_Johns (UTC-03:30)");
    expect(timeZoneOptions(["Europe/Rome"], new Date("2026-07-15T12:00:00Z"))[0].label).toBe("Europe/Rome (UTC+02:00)");
  });
});

describe("the zone on the server", () => {
  it("accepts any zone a browser may report, listed or not, and refuses what is not one", () => {
    for (const zone of ["America/Lima", "Europe/Rome", "Asia/Tokyo", "America/Montevideo"]) {
      expect(updateSettingsSchema.parse({ timeZone: zone }).timeZone, zone).toBe(zone);
      expect(notificationSettingsFormSchema.safeParse({ analysisTime: "09:00", timeZone: zone }).success, zone).toBe(true);
    }
    for (const bad of ["Mars/Base", "", "Europe/Madrid\u0000", `Europe/${"x".repeat(70)}`]) {
      const r = updateSettingsSchema.safeParse({ timeZone: bad });
      expect(r.success, bad).toBe(false);
    }
    expect(updateSettingsSchema.safeParse({ timeZone: "Mars/Base" }).error?.issues[0]?.message).toBe("La zona horaria no es válida");
  });
});
