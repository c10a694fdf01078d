"use client";

import { useState } from "react";
import { usePathname } from "next/navigation";
import { CreditCard, Loader2, LogOut, Settings } from "lucide-react";
import { toast } from "@/lib/toast";
import { logoutAction } from "@/lib/actions/auth";
import { SEARCH_STATE_KEY } from "@/lib/shared/search/persisted-state";
import { cn } from "@/lib/utils";
import type { ShellUser } from "./app-shell";
import { toastAfterReload } from "./flash-toast";
import { NavLink, navItemClasses } from "./nav-link";

/** Up to two initials from the name ("María José Pérez" → "MP"), else from the email. */
function initialsOf(user: ShellUser): string {
  const words = user.name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0][0]}${words[words.length - 1][0]}` : (words[0]?.[0] ?? user.email.trim()[0] ?? "?");
  return letters.toLocaleUpperCase("es-ES");
}

/** docs/product.md §4: logout clears the browser's storage; the search screen keeps its results there. */
function forgetSearchState() {
  try {
    window.localStorage.removeItem(SEARCH_STATE_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

/** The signed-in user's block at the foot of the sidebar: identity, plans, settings and logout. */
export function UserMenu({ user, onNavigate }: { user: ShellUser; onNavigate?: () => void }) {
  const pathname = usePathname();
  const [loggingOut, setLoggingOut] = useState(false);

  async function logout() {
    setLoggingOut(true);
    try {
      const result = await logoutAction();
      if (result.ok) {
        toastAfterReload("success", "Sesión cerrada exitosamente");
        forgetSearchState();
        // A full load drops every client cache (SWR, router) holding the previous user's data.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- that full load is the point (see above)
        window.location.assign("/auth");
        return;
      }
      toast.error("Error al cerrar sesión");
    } catch {
      toast.error("Error al cerrar sesión");
    }
    setLoggingOut(false);
  }

  const links = [
    { href: "/user-plans", label: "Planes", icon: CreditCard },
    { href: "/settings", label: "Configuración", icon: Settings },
  ];

  return (
    <div className="rounded-xl border border-border bg-surface p-1.5 shadow-card">
      <div className="flex items-center gap-3 px-2 py-2">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-100 to-violet-100 text-xs font-semibold text-brand-700 ring-1 ring-brand-200"
        >
          {initialsOf(user)}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-zinc-900" title={user.name}>
            {user.name}
          </p>
          <p className="truncate text-xs text-muted-foreground">{user.role === "admin" ? "Admin" : "Usuario"}</p>
        </div>
      </div>

      <div className="mt-1 border-t border-border pt-1.5">
        <ul className="space-y-0.5">
          {links.map(({ href, label, icon: Icon }) => {
            const active = pathname === href || pathname.startsWith(`${href}/`);
            return (
              <li key={href}>
                <NavLink href={href} active={active} icon={Icon} density="compact" onNavigate={onNavigate}>
                  {label}
                </NavLink>
              </li>
            );
          })}
          <li>
            <button
              type="button"
              onClick={logout}
              disabled={loggingOut}
              aria-busy={loggingOut || undefined}
              className={cn(
                navItemClasses(false, "compact"),
                "w-full text-left hover:bg-red-50 hover:text-red-700 hover:[&_svg]:text-red-600 disabled:opacity-60",
              )}
            >
              {loggingOut ? <Loader2 aria-hidden="true" className="animate-spin" /> : <LogOut aria-hidden="true" />}
              Cerrar sesión
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
