// Axe on every screen, as a user and as an admin, at a phone's and a desktop's width, and on every open
// modal, dialog, popover and menu at the desktop's (the phone's own menu drawer at the phone's). Serious
// and critical violations fail the test; the report names the rule, the screen or modal, the width and
// the nodes.
//
// The screen list (tests/e2e/screens.ts) follows app/**/page.tsx: a page without an entry fails the first
// test. To cover a new modal, add a state to its screen's `states` (open it, return the selector axe scopes
// to; the spec closes it with Escape unless `close` says otherwise).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { routeOfAppPath } from "../../scripts/lib/bundle-size.mjs";
import { pageFiles } from "../support/route-files";
import { registerNewUser, searchFor, setAdsUsed, settled, withTestDb } from "./helpers";
import { prepareScreens as prepare, SCREEN_URLS, type Role, type Samples } from "./screens";

type State = {
  name: string;
  roles?: Role[];
  /**
   * The widths it is audited at; by default the desktop's. An open dialog, popover, menu or panel is the
   * same markup at both widths, so auditing it again at 375 px repeated the same findings (about a fifth
   * of the spec's time); every screen itself is audited at both widths, and a state that exists only on
   * a phone (the menu drawer) names its width.
   */
  widths?: number[];
  /** Opens the state and returns the CSS selector axe audits (the page's <main> for in-page panels). */
  open: (page: Page) => Promise<string>;
  /** How to leave it; Escape by default. "reload" for states that change what the screen shows. */
  close?: "Escape" | "none";
};
type Screen = {
  url: ((s: Samples) => string) | null;
  roles: Role[];
  states?: State[];
};

const DESKTOP = 1280;
const WIDTHS = [DESKTOP, 375];
const DIALOG = '[role="dialog"], [role="alertdialog"]';
const MENU = '[role="menu"]';
const LISTBOX = '[role="listbox"]';

async function ensureResults(page: Page): Promise<void> {
  if ((await page.getByRole("article").count()) === 0) await searchFor(page, "crema");
}

async function openAdvanced(page: Page): Promise<void> {
  const toggle = page.getByRole("button", { name: "Opciones avanzadas" });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(page.getByLabel("Días mínimos activo")).toBeVisible();
}

async function openDialog(page: Page, trigger: ReturnType<Page["getByRole"]>): Promise<string> {
  await trigger.first().click();
  await expect(page.locator(DIALOG).last()).toBeVisible();
  return DIALOG;
}

const searchStates: State[] = [
  {
    name: "diálogo 'Seguir anunciante'",
    open: async (page) => {
      await ensureResults(page);
      // The first card's advertiser is followed already (prepare): any other card's.
      return openDialog(page, page.getByRole("button", { name: /^SEGUIR/ }));
    },
  },
  {
    name: "popover '¿Por qué?'",
    open: async (page) => {
      await ensureResults(page);
      return openDialog(page, page.getByRole("button", { name: /^¿Por qué\?/ }));
    },
  },
  {
    name: "opciones avanzadas abiertas",
    close: "none",
    open: async (page) => {
      await openAdvanced(page);
      return "main";
    },
  },
  {
    name: "menú 'Idiomas'",
    open: async (page) => {
      await openAdvanced(page);
      await page.getByLabel("Idiomas").click();
      await expect(page.locator(MENU)).toBeVisible();
      return MENU;
    },
  },
  {
    name: "'País' nativo con un país elegido",
    close: "none",
    open: async (page) => {
      await openAdvanced(page);
      await page.getByLabel("País", { exact: true }).selectOption("MX");
      await expect(page.getByLabel("País", { exact: true })).toHaveValue("MX");
      return "main";
    },
  },
  {
    name: "búsquedas guardadas y su confirmación de borrado",
    open: async (page) => {
      const toggle = page.getByRole("button", { name: "Búsquedas guardadas" });
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      return openDialog(page, page.getByRole("button", { name: /^Eliminar búsqueda/ }));
    },
  },
  {
    // The watch's form, or the plan's limit where the plan has no watches.
    name: "diálogo 'Vigilar esta búsqueda'",
    open: async (page) => {
      await ensureResults(page);
      return openDialog(page, page.getByRole("button", { name: "Vigilar esta búsqueda" }));
    },
  },
  {
    // The one search state that differs for an admin: the drawer holds the admin links.
    name: "menú lateral del móvil",
    roles: ["user", "admin"],
    widths: [375],
    open: async (page) => openDialog(page, page.getByRole("button", { name: "Abrir menú" })),
  },
];

// The admin sees the same results and dialogs on /search; only the drawer differs (its own roles).
for (const state of searchStates) state.roles ??= ["user"];

const STATES: Partial<Record<string, State[]>> = {
  "/search": searchStates,
  "/search-history": [
    {
      name: "estadísticas abiertas",
      close: "none",
      open: async (page) => {
        await page.getByRole("button", { name: "Ver Estadísticas" }).click();
        await expect(page.getByRole("button", { name: "Ocultar Estadísticas" })).toBeVisible();
        return "main";
      },
    },
    {
      name: "lista 'País'",
      open: async (page) => {
        await page.getByLabel("País").click();
        await expect(page.locator(LISTBOX)).toBeVisible();
        return LISTBOX;
      },
    },
    {
      name: "pestaña 'Vigilancias'",
      close: "none",
      open: async (page) => {
        await page.getByRole("tab", { name: /Vigilancias/ }).click();
        await expect(page.getByRole("tab", { name: /Vigilancias/ })).toHaveAttribute("aria-selected", "true");
        return "main";
      },
    },
    {
      name: "fecha no válida",
      close: "none",
      open: async (page) => {
        await page.getByLabel("Desde").fill("31/02/2026");
        await expect(page.getByText(/Escribe una fecha válida/)).toBeVisible();
        return "main";
      },
    },
  ],
  "/saved-ads": [
    {
      name: "edición de un anuncio guardado",
      close: "none",
      open: async (page) => {
        await page.getByRole("button", { name: "Editar", exact: true }).first().click();
        await expect(page.getByRole("button", { name: /^Guardar/ }).first()).toBeVisible();
        return "main";
      },
    },
    {
      name: "confirmación de borrado",
      open: async (page) => openDialog(page, page.getByRole("button", { name: "Eliminar", exact: true })),
    },
  ],
  "/tracked-advertisers": [
    { name: "diálogo 'Editar seguimiento'", open: async (page) => openDialog(page, page.getByRole("button", { name: /^Editar / })) },
    {
      name: "confirmación de borrado",
      open: async (page) => openDialog(page, page.getByRole("button", { name: /^Eliminar seguimiento de/ })),
    },
  ],
  "/user-plans": [
    {
      name: "diálogo 'Editar plan'",
      roles: ["admin"],
      open: async (page) => openDialog(page, page.getByRole("button", { name: /^Editar plan/ })),
    },
    {
      name: "diálogo 'Cambiar de plan'",
      roles: ["admin"],
      open: async (page) => openDialog(page, page.getByRole("button", { name: "Seleccionar", exact: true })),
    },
  ],
  "/settings": ["Notificaciones", "Seguridad"].map((tab) => ({
    name: `pestaña '${tab}'`,
    close: "none" as const,
    open: async (page: Page) => {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      return "main";
    },
  })),
  "/admin/users": [
    {
      name: "diálogo 'Crear Usuario'",
      roles: ["admin"],
      open: async (page) => openDialog(page, page.getByRole("button", { name: "Crear Usuario" })),
    },
    {
      name: "diálogo 'Editar usuario'",
      roles: ["admin"],
      open: async (page) => openDialog(page, page.getByRole("button", { name: /^Editar / })),
    },
    {
      name: "diálogo 'Cambiar plan'",
      roles: ["admin"],
      open: async (page) => openDialog(page, page.getByRole("button", { name: /^Cambiar plan de/ })),
    },
    {
      name: "créditos",
      roles: ["admin"],
      close: "none",
      open: async (page) => {
        const toggle = page.getByRole("button", { name: /Créditos$/ });
        if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
        await expect(page.getByRole("region", { name: "Créditos" })).toBeVisible();
        return "main";
      },
    },
    {
      name: "invitación creada y su confirmación de revocación",
      roles: ["admin"],
      open: async (page) => {
        await page.getByRole("button", { name: "Crear invitación" }).click();
        await expect(page.getByLabel("Token de invitación creado")).toBeVisible();
        return openDialog(page, page.getByRole("button", { name: /^Revocar invitación/ }));
      },
    },
  ],
};

const SCREENS: Record<string, Screen> = Object.fromEntries(
  Object.entries(SCREEN_URLS).map(([route, screen]) => [route, { ...screen, states: STATES[route] }]),
);

/** Every app/**\/page.tsx as its URL pattern: route groups dropped, dynamic segments kept ("/ads/[id]"). */
function pageRoutes(): string[] {
  return [...new Set(pageFiles().map(routeOfAppPath))].sort();
}

/**
 * Open findings, each narrowed to one state and one rule, reported as annotations instead of failures
 * until fixed. Radix Select's scrolling viewport has no tab stop (axe scrollable-region-focusable); giving
 * it tabIndex 0 made the listbox own a non-option focusable child (aria-required-children, critical).
 */
const KNOWN: { where: RegExp; rule: string }[] = [{ where: /· lista 'País' @/, rule: "scrollable-region-focusable" }];

/**
 * A list's cards after its first three: the same component over other data, which axe judged on the
 * first three. Auditing every card of a results page cost about two thirds of this spec's time.
 */
const REPEATED_CARDS = ["article:nth-of-type(n+4)", "li:nth-of-type(n+4) > article"];

async function violations(page: Page, where: string, scope = "body"): Promise<string[]> {
  // Hydrated, skeletons gone: axe judges what a person would read.
  await settled(page);
  const { violations: found } = await new AxeBuilder({ page })
    .include(scope)
    .exclude(REPEATED_CARDS[0])
    .exclude(REPEATED_CARDS[1])
    // Passes and inapplicable rules reported by one node each rather than every node of the page.
    .options({ resultTypes: ["violations"] })
    // axe.run in the page itself. The default (runPartial, for cross-origin frames, which no screen
    // has) opened a blank page for every audit to finish the run: a third of the spec's axe time.
    .setLegacyMode()
    .analyze();
  return found
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .filter((v) => {
      const known = KNOWN.some((k) => k.where.test(where) && k.rule === v.id);
      if (known) test.info().annotations.push({ type: "known axe finding", description: `${where}: ${v.id}` });
      return !known;
    })
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) × ${v.nodes.length}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

async function visit(page: Page, url: string): Promise<void> {
  // Not "load": a screen full of creatives would wait on every image.
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await expect(page.locator("main")).toBeVisible();
}

/** One audit, reported on its own: a later timeout still shows what was found before it. */
async function audit(page: Page, where: string, scope?: string): Promise<void> {
  await test.step(where, async () => {
    const found = await violations(page, where, scope);
    expect.soft(found, found.join("\n")).toEqual([]);
  });
}

/** Every screen of the role and its states, at one width, in one page. */
async function auditAll(page: Page, role: Role, width: number, samples: Samples): Promise<void> {
  for (const [route, screen] of Object.entries(SCREENS)) {
    if (!screen.url || !screen.roles.includes(role)) continue;
    const url = screen.url(samples);
    await visit(page, url);
    await audit(page, `${url} @${width}`);
    for (const state of screen.states ?? []) {
      if (state.roles && !state.roles.includes(role)) continue;
      if (!(state.widths ?? [DESKTOP]).includes(width)) continue;
      const scope = await state.open(page);
      await audit(page, `${route} · ${state.name} @${width}`, scope);
      if ((state.close ?? "Escape") === "Escape") {
        await page.keyboard.press("Escape");
        await expect(page.locator(`${DIALOG}, ${MENU}, ${LISTBOX}`)).toHaveCount(0);
      } else {
        await visit(page, url);
      }
    }
  }
}

test.describe.configure({ mode: "parallel" });
test.use({ storageState: { cookies: [], origins: [] } });

test("every page under app/ has an axe entry", () => {
  const missing = pageRoutes().filter((route) => !(route in SCREENS));
  expect(missing, `add these pages to SCREEN_URLS in tests/e2e/screens.ts: ${missing.join(", ")}`).toEqual([]);
  const stale = Object.keys(SCREENS).filter((route) => !pageRoutes().includes(route));
  expect(stale, `SCREENS lists pages that no longer exist: ${stale.join(", ")}`).toEqual([]);
});

for (const role of ["user", "admin"] as const) {
  for (const width of WIDTHS) {
    test(`every screen and modal as ${role === "user" ? "a user" : "an admin"} at ${width} px`, async ({ page }) => {
      test.setTimeout(600_000);
      await page.setViewportSize({ width, height: width <= 400 ? 812 : 900 });
      const { email, samples } = await prepare(page, role);
      await auditAll(page, role, width, samples);
      if (role === "admin") return;
      // 'Límite de Anuncios Alcanzado' opens when a search is refused for the quota.
      await setAdsUsed(email, 2_000_000_000);
      await visit(page, "/search");
      await page.getByLabel("Término de búsqueda").fill(`límite ${width}`);
      await page.getByLabel("Término de búsqueda").press("Enter");
      await expect(page.getByRole("dialog", { name: "Límite de Anuncios Alcanzado" })).toBeVisible();
      await audit(page, `modal 'Límite de Anuncios Alcanzado' @${width}`, DIALOG);
    });
  }
}

test("the signed-out and must-change-password screens, at 1280 and 375 px", async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width <= 400 ? 812 : 900 });
    for (const url of ["/auth", "/auth?mode=register"]) {
      await page.goto(url);
      found.push(...(await violations(page, `${url} @${width}`)));
    }
  }
  const user = await registerNewUser(page, "axe-temp");
  await withTestDb((pool) => pool.query(`UPDATE "User" SET "mustChangePassword" = true WHERE email = $1`, [user.email]));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width <= 400 ? 812 : 900 });
    await page.goto("/change-password");
    await expect(page.getByRole("heading", { name: "Cambia tu contraseña temporal" })).toBeVisible();
    found.push(...(await violations(page, `/change-password @${width}`)));
  }
  expect(found, found.join("\n")).toEqual([]);
});
