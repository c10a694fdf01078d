"use client";

import dynamic from "next/dynamic";

// Loaded once the screen runs, not before it (docs/benchmarks.md §3); no toast can be raised earlier.
const SonnerToaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

/** The app's one toaster (docs/product.md §8: top right, 4 s, a close button), mounted in the root layout. */
export function Toaster() {
  return (
    // dir given: otherwise sonner reads the document's computed direction on every render of the
    // toaster, forcing a style recalculation of the whole page (with a fresh grid of cards, tens of ms).
    <SonnerToaster
      dir="ltr"
      position="top-right"
      duration={4000}
      richColors
      closeButton
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: "Cerrar notificación", style: { fontFamily: "inherit" } }}
    />
  );
}
