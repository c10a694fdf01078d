"use client";

import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ShellUser } from "./app-shell";
import { Sidebar } from "./sidebar";

type MobileNavProps = {
  user: ShellUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets the focus back on close (it lives in the shell, outside this dialog). */
  trigger: React.RefObject<HTMLButtonElement | null>;
};

/**
 * The phone and tablet navigation: the sidebar as a slide-over drawer (Radix Dialog: focus trap,
 * Escape, overlay). Loaded when the menu button is about to be used, not with the screen.
 */
export function MobileNav({ user, open, onOpenChange, trigger }: MobileNavProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-[min(20rem,calc(100vw-3rem))] border-r border-border bg-surface shadow-raised outline-none data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left lg:hidden"
        >
          <Dialog.Title className="sr-only">Menú de navegación</Dialog.Title>
          <Sidebar user={user} onNavigate={() => onOpenChange(false)} />
          <Dialog.Close
            aria-label="Cerrar menú"
            className="absolute top-3.5 right-3 flex size-9 items-center justify-center rounded-lg text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-900"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
