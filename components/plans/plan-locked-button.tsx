"use client";

import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { Lock } from "lucide-react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import type { GatedFeature, PlanGates } from "@/lib/shared/billing/plan-gates";

// The panel (Radix Popover, floating-ui) loads on the first click, not with the screen (docs/benchmarks.md §3).
const PlanLockPopover = dynamic(() => import("./plan-lock-popover").then((m) => m.PlanLockPopover));

type PlanLockedButtonProps = {
  feature: GatedFeature;
  /** The gates as last read: this button is shown because they leave `feature` out. */
  gates: PlanGates;
  /** Reads the gates again from the server. */
  recheck: () => Promise<PlanGates | undefined>;
  /** The action itself, run when the fresh gates allow it after all (the plan changed since the last read). */
  onAllowed: () => void;
  /** The control's own words ('GUARDAR'); a lock goes before them. */
  children: React.ReactNode;
  /** The control's accessible name ('GUARDAR anuncio de Tienda X'); the lock's note is added to it. */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

export const LOCKED_NOTE = "no incluido en tu plan";

/**
 * A control the plan does not allow, shown as such before the user tries (docs/product.md §6): a lock,
 * and on a click the plan that allows it and 'Ver planes' instead of a form or a request that would be
 * refused. The click checks the plan again first, so a plan raised since the last read runs the action.
 */
export function PlanLockedButton({
  feature,
  gates,
  recheck,
  onAllowed,
  children,
  label,
  variant = "outline",
  size = "sm",
  className,
}: PlanLockedButtonProps) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const ref = useRef<HTMLButtonElement>(null);
  const checking = useRef(false);

  async function onClick() {
    if (open) return setOpen(false);
    if (checking.current) return;
    checking.current = true;
    try {
      const fresh = await recheck().catch(() => undefined);
      if (fresh?.[feature].allowed) onAllowed();
      else setOpen(true);
    } finally {
      checking.current = false;
    }
  }

  return (
    <>
      <Button
        ref={ref}
        variant={variant}
        size={size}
        className={className}
        aria-label={`${label} (${LOCKED_NOTE})`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => void onClick()}
      >
        <Lock aria-hidden="true" />
        {children}
      </Button>
      {mounted ? <PlanLockPopover open={open} onOpenChange={setOpen} anchorRef={ref} feature={feature} gates={gates} /> : null}
    </>
  );
}
