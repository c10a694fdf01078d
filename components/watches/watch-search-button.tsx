"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { Radar } from "lucide-react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import type { WatchSource } from "@/lib/client/watches";
import type { WatchDialogTarget } from "./watch-dialog";

// The dialog (its form, schema and Radix's Dialog) loads on the first click, not with the screen
// (docs/benchmarks.md §3).
const WatchDialog = dynamic(() => import("./watch-dialog").then((m) => m.WatchDialog));

type WatchSearchButtonProps = {
  source: WatchSource;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The accessible name where several buttons share a screen ('Vigilar búsqueda crema'). */
  label?: string;
  className?: string;
};

/** 'Vigilar esta búsqueda': opens the watch dialog for this search's parameters or saved search. */
export function WatchSearchButton({ source, variant = "outline", size = "md", label, className }: WatchSearchButtonProps) {
  const [target, setTarget] = useState<WatchDialogTarget | null>(null);
  const mounted = useOpenedOnce(target !== null);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setTarget({ mode: "create", source })}
      >
        <Radar aria-hidden="true" />
        {size === "sm" ? "Vigilar" : "Vigilar esta búsqueda"}
      </Button>
      {mounted ? <WatchDialog target={target} onClose={() => setTarget(null)} /> : null}
    </>
  );
}
