"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { Radar } from "lucide-react";
import { PlanLockedButton } from "@/components/plans/plan-locked-button";
import { Button, buttonVariants, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import type { WatchSource } from "@/lib/client/watches";
import { findSameSearch, type StoredParams } from "@/lib/shared/watches/search-identity";
import { usePlanGates } from "@/lib/swr/use-usage";
import { useWatches } from "@/lib/swr/use-watches";
import type { WatchDialogTarget } from "./watch-dialog";

// The dialog (its form, schema and Radix's Dialog) loads on the first click, not with the screen
// (docs/benchmarks.md §3).
const WatchDialog = dynamic(() => import("./watch-dialog").then((m) => m.WatchDialog));

type WatchButtonProps = {
  /** The search to watch; null when its params are not known here (the button then never reads 'Vigilando'). */
  params: StoredParams | null;
  /** Opens the watch dialog. */
  onOpen: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The search's name where several buttons share a screen: 'Vigilar búsqueda crema'. */
  searchName?: string;
  className?: string;
};

/**
 * 'Vigilar esta búsqueda' as the plan and the user's watches allow (docs/product.md §6, docs/watches.md):
 * a lock and the plan that includes watches on a plan without them; 'Vigilando esta búsqueda', a link to
 * the watch, when one already watches this search (a second would be refused); else the button.
 */
export function WatchButton({ params, onOpen, variant = "outline", size = "md", searchName, className }: WatchButtonProps) {
  const { gates, recheck } = usePlanGates();
  const allowed = gates?.watches.allowed ?? false;
  const { data } = useWatches(allowed && params !== null);
  const watched = params && data ? findSameSearch(data.watches, params) : undefined;
  const short = size === "sm";
  if (watched) {
    const text = short ? "Vigilando" : "Vigilando esta búsqueda";
    return (
      <Link
        href="/search-history?tab=vigilancias"
        className={buttonVariants({ variant: "secondary", size, className })}
        aria-label={`${searchName ? `Vigilando búsqueda ${searchName}` : text}: ver «${watched.name}» en Vigilancias`}
      >
        <Radar aria-hidden="true" />
        {text}
      </Link>
    );
  }
  const text = short ? "Vigilar" : "Vigilar esta búsqueda";
  const label = searchName ? `Vigilar búsqueda ${searchName}` : text;
  if (gates && !allowed) {
    return (
      <PlanLockedButton
        feature="watches"
        gates={gates}
        recheck={recheck}
        onAllowed={onOpen}
        label={label}
        variant={variant}
        size={size}
        className={className}
      >
        {text}
      </PlanLockedButton>
    );
  }
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-label={searchName ? label : undefined}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      <Radar aria-hidden="true" />
      {text}
    </Button>
  );
}

type WatchSearchButtonProps = Omit<WatchButtonProps, "params" | "onOpen"> & { source: WatchSource };

/** 'Vigilar esta búsqueda' with its own dialog, for the search on screen. */
export function WatchSearchButton({ source, ...props }: WatchSearchButtonProps) {
  const [target, setTarget] = useState<WatchDialogTarget | null>(null);
  const mounted = useOpenedOnce(target !== null);
  return (
    <>
      <WatchButton {...props} params={"params" in source ? source.params : null} onOpen={() => setTarget({ mode: "create", source })} />
      {mounted ? <WatchDialog target={target} onClose={() => setTarget(null)} /> : null}
    </>
  );
}
