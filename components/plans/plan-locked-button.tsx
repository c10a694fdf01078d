"use client";

import { useRef, useState } from "react";
import Link from "next/link";
import { Lock } from "lucide-react";
import { Button, buttonVariants, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { lockedHeadline, unlockSentence, type GatedFeature, type PlanGates } from "@/lib/shared/billing/plan-gates";

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
  const checking = useRef(false);

  async function onClick(e: React.MouseEvent) {
    // Radix toggles the popover on a click it was not told to skip: this button decides on its own.
    e.preventDefault();
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
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild onClick={onClick}>
        <Button variant={variant} size={size} className={className} aria-label={`${label} (${LOCKED_NOTE})`}>
          <Lock aria-hidden="true" />
          {children}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Límite de tu plan" className="space-y-2">
        <p className="font-semibold text-zinc-900">{lockedHeadline(gates, feature)}</p>
        <p className="text-zinc-700">{unlockSentence(gates, feature)}</p>
        <Link href="/user-plans" className={buttonVariants({ size: "sm", className: "mt-1" })} onClick={() => setOpen(false)}>
          Ver planes
        </Link>
      </PopoverContent>
    </Popover>
  );
}
