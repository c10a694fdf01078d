"use client";

import { useEffect, useState } from "react";
import { ArrowUp } from "lucide-react";
import { cn } from "@/lib/utils";

/** docs/product.md §9: the button appears once the page has scrolled past 300 px. */
export const SCROLL_TO_TOP_AFTER = 300;

/** A floating 'back to top' button for long result grids. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;

  return (
    <button
      type="button"
      aria-label="Volver arriba"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        // Keyboard users continue from the top of the content, not from the button that vanished.
        document.getElementById("contenido")?.focus({ preventScroll: true });
      }}
      className={cn(
        "fixed right-4 bottom-4 z-20 flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-raised transition-colors hover:bg-primary-hover sm:right-6 sm:bottom-6",
        "animate-fade-in",
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
