"use client";

import { useState } from "react";
import Link from "next/link";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Classes of a sidebar row; shared by links and the logout button so they line up exactly. */
export function navItemClasses(active: boolean, density: "regular" | "compact" = "regular"): string {
  return cn(
    "group flex items-center gap-3 rounded-lg px-3 font-medium transition-colors [&_svg]:size-4 [&_svg]:shrink-0",
    density === "regular" ? "py-2 text-sm" : "py-1.5 text-[0.8125rem]",
    active
      ? "bg-brand-50 text-brand-700 [&_svg]:text-brand-600"
      : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 [&_svg]:text-zinc-400 hover:[&_svg]:text-zinc-600",
  );
}

type NavLinkProps = {
  href: string;
  active: boolean;
  icon: LucideIcon;
  density?: "regular" | "compact";
  onNavigate?: () => void;
  /** Shown at the row's end, e.g. an unread count (its own text for screen readers included). */
  badge?: React.ReactNode;
  children: React.ReactNode;
};

/**
 * A sidebar entry; the current page is marked with aria-current so it is announced, not only coloured.
 *
 * Prefetched on intent (pointer over it, keyboard focus, touch), not when it scrolls into view: every
 * screen is rendered per request, so viewport prefetching made each page load render all nine screens
 * on the server a second time, for navigations the user mostly never makes.
 */
export function NavLink({ href, active, icon: Icon, density, onNavigate, badge, children }: NavLinkProps) {
  const [intent, setIntent] = useState(false);
  const showIntent = () => setIntent(true);
  return (
    <Link
      href={href}
      prefetch={intent ? null : false}
      onMouseEnter={showIntent}
      onFocus={showIntent}
      onTouchStart={showIntent}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={navItemClasses(active, density)}
    >
      <Icon aria-hidden="true" />
      <span className="truncate">{children}</span>
      {badge}
    </Link>
  );
}
