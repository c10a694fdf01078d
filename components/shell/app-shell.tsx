"use client";

import { useEffect, useRef, useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { Menu } from "lucide-react";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { SWRProvider } from "@/lib/swr/swr-provider";
import { Logo } from "./logo";
import { Sidebar } from "./sidebar";
import { UnreadDot } from "./unread-badge";
import { UsageLimitModal } from "./usage-limit-modal";
import { TimeZoneProvider } from "./time-zone";
import type { ViewerTimeZone } from "@/lib/time-zone";

/** What the shell shows about the signed-in user; the layout passes only these fields to the client. */
export type ShellUser = {
  name: string;
  email: string;
  role: "admin" | "user";
};

// The drawer (Radix Dialog) and the usage modal load on demand, not with every screen (docs/benchmarks.md §3).
const loadMobileNav = () => import("./mobile-nav");
const MobileNav = dynamic(() => loadMobileNav().then((m) => m.MobileNav));

// Tailwind's `lg` breakpoint: from here the sidebar is a fixed rail and the drawer must not stay open.
const DESKTOP_QUERY = "(min-width: 64rem)";

/**
 * The signed-in layout: a fixed 260 px sidebar on wide screens; on phones and tablets a top bar whose
 * menu button opens the same sidebar as a slide-over drawer (mobile-nav.tsx, loaded once the button is
 * about to be used: pointer over it, keyboard focus, touch).
 * The page itself scrolls (window), so screens can rely on window.scrollY. Every screen below shares
 * one SWR policy (SWRProvider).
 */
export function AppShell({ user, timeZone, children }: { user: ShellUser; timeZone: ViewerTimeZone; children: React.ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useOpenedOnce(drawerOpen);
  const menuButton = useRef<HTMLButtonElement>(null);
  const preloadMobileNav = () => void loadMobileNav();

  // Widening the window past `lg` while the drawer is open would leave the page scroll-locked behind
  // an invisible dialog.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setDrawerOpen(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  return (
    <SWRProvider>
      <TimeZoneProvider zone={timeZone.zone} chosen={timeZone.chosen}>
        <div className="min-h-dvh">
          <a
            href="#contenido"
            className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-raised"
          >
            Saltar al contenido
          </a>

          <aside className="fixed inset-y-0 left-0 z-30 hidden w-65 border-r border-border bg-surface lg:block">
            <Sidebar user={user} />
          </aside>

          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-surface/85 px-3 backdrop-blur-md supports-[backdrop-filter]:bg-surface/75 sm:px-4 lg:hidden">
            <button
              ref={menuButton}
              type="button"
              aria-label="Abrir menú"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              onPointerEnter={preloadMobileNav}
              onFocus={preloadMobileNav}
              onTouchStart={preloadMobileNav}
              className="relative flex size-10 items-center justify-center rounded-lg text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900"
            >
              <Menu aria-hidden="true" className="size-5" />
              <UnreadDot />
            </button>
            <Link href="/" prefetch={false} aria-label="AdRadar, ir al inicio" className="rounded-lg">
              <Logo />
            </Link>
          </header>
          {drawerMounted ? <MobileNav user={user} open={drawerOpen} onOpenChange={setDrawerOpen} trigger={menuButton} /> : null}

          <main id="contenido" tabIndex={-1} className="outline-none lg:pl-65">
            <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-10 lg:py-10">{children}</div>
          </main>
          <UsageLimitModal />
        </div>
      </TimeZoneProvider>
    </SWRProvider>
  );
}
