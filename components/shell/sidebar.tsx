"use client";

import { useId } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Archive, Bell, Bookmark, Boxes, ChartColumn, History, Megaphone, Search, UserCog } from "lucide-react";
import type { ShellUser } from "./app-shell";
import { Logo } from "./logo";
import { NavLink } from "./nav-link";
import { UnreadBadge } from "./unread-badge";
import { UsageCard } from "./usage-card";
import { UserMenu } from "./user-menu";

const mainItems = [
  { href: "/", label: "Buscar Anuncios", icon: Search },
  { href: "/archive", label: "Archivo", icon: Archive },
  { href: "/products", label: "Productos", icon: Boxes },
  { href: "/search-history", label: "Historial", icon: History },
  { href: "/tracked-advertisers", label: "Anunciantes", icon: Megaphone },
  { href: "/saved-ads", label: "Anuncios Guardados", icon: Bookmark },
  { href: "/stats", label: "Análisis y Ahorros", icon: ChartColumn },
] as const;

/** Whether a sidebar entry is the current screen; "/" also owns /search (same screen, two routes). */
function isActive(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/" || pathname === "/search" || pathname.startsWith("/search/");
  return pathname === href || pathname.startsWith(`${href}/`);
}

type SidebarProps = {
  user: ShellUser;
  /** Called after a link is followed, so the mobile drawer can close itself. */
  onNavigate?: () => void;
};

/** Logo, navigation, usage and the user's block; the same content fills the desktop rail and the mobile drawer. */
export function Sidebar({ user, onNavigate }: SidebarProps) {
  const pathname = usePathname();
  const adminHeadingId = useId();

  return (
    <div className="flex h-full flex-col overflow-y-auto overscroll-contain">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link href="/" prefetch={false} onClick={onNavigate} aria-label="AdRadar, ir al inicio" className="rounded-lg">
          <Logo />
        </Link>
      </div>

      <nav aria-label="Navegación principal" className="flex-1 px-3 pt-2 pb-6">
        <ul className="space-y-0.5">
          {mainItems.map((item) => (
            <li key={item.href}>
              <NavLink href={item.href} icon={item.icon} active={isActive(pathname, item.href)} onNavigate={onNavigate}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink
              href="/novedades"
              icon={Bell}
              active={isActive(pathname, "/novedades")}
              onNavigate={onNavigate}
              badge={<UnreadBadge />}
            >
              Novedades
            </NavLink>
          </li>
        </ul>

        {user.role === "admin" ? (
          <div className="mt-7">
            <h2 id={adminHeadingId} className="px-3 pb-2 text-xs font-semibold text-zinc-500">
              Administración
            </h2>
            <ul aria-labelledby={adminHeadingId} className="space-y-0.5">
              <li>
                <NavLink href="/admin/users" icon={UserCog} active={isActive(pathname, "/admin/users")} onNavigate={onNavigate}>
                  Gestión de Usuarios
                </NavLink>
              </li>
            </ul>
          </div>
        ) : null}
      </nav>

      <div className="shrink-0 space-y-3 p-3">
        <UsageCard />
        <UserMenu user={user} onNavigate={onNavigate} />
      </div>
    </div>
  );
}
