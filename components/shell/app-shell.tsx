"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { SWRProvider } from "@/lib/swr/swr-provider";
import { Logo } from "./logo";
import { Sidebar } from "./sidebar";
import { UnreadDot } from "./unread-badge";
import { UsageLimitModal } from "./usage-limit-modal";

/** What the shell shows about the signed-in user; the layout passes only these fields to the client. */
export type ShellUser = {
  name: string;
  email: string;
  role: "admin" | "user";
};

// Tailwind's `lg` breakpoint: from here the sidebar is a fixed rail and the drawer must not stay open.
const DESKTOP_QUERY = "(min-width: 64rem)";

/**
 * The signed-in layout: a fixed 260 px sidebar on wide screens; on phones and tablets a top bar whose
 * menu button opens the same sidebar as a slide-over drawer (Radix Dialog: focus trap, Escape, overlay).
 * The page itself scrolls (window), so screens can rely on window.scrollY. Every screen below shares
 * one SWR policy (SWRProvider).
 */
export function AppShell({ user, children }: { user: ShellUser; children: React.ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);

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

        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-surface/85 px-3 backdrop-blur-md supports-[backdrop-filter]:bg-surface/75 sm:px-4 lg:hidden">
            <Dialog.Trigger
              aria-label="Abrir menú"
              className="relative flex size-10 items-center justify-center rounded-lg text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900"
            >
              <Menu aria-hidden="true" className="size-5" />
              <UnreadDot />
            </Dialog.Trigger>
            <Link href="/" prefetch={false} aria-label="AdRadar, ir al inicio" className="rounded-lg">
              <Logo />
            </Link>
          </header>

          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out lg:hidden" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 w-[min(20rem,calc(100vw-3rem))] border-r border-border bg-surface shadow-raised outline-none data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left lg:hidden"
            >
              <Dialog.Title className="sr-only">Menú de navegación</Dialog.Title>
              <Sidebar user={user} onNavigate={() => setDrawerOpen(false)} />
              <Dialog.Close
                aria-label="Cerrar menú"
                className="absolute top-3.5 right-3 flex size-9 items-center justify-center rounded-lg text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>

        <main id="contenido" tabIndex={-1} className="outline-none lg:pl-65">
          <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-10 lg:py-10">{children}</div>
        </main>
        <UsageLimitModal />
      </div>
    </SWRProvider>
  );
}
