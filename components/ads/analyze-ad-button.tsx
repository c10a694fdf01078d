"use client";

import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";

// The dialog (Radix Dialog, the breakdown, the API call) loads on the first click, not with the cards
// (docs/benchmarks.md §3); a pointer over the button or focus on it starts the download, as the shell's
// phone menu does, so the click rarely waits for it.
const loadDialog = () => import("./analyze-ad-dialog");
const AnalyzeAdDialog = dynamic(() => loadDialog().then((m) => m.AnalyzeAdDialog));

/**
 * 'Analizar con IA' for any ad the user can see (the search and archive cards, and so a product's page):
 * opens a dialog and runs it at once (a stored analysis comes back free).
 */
export function AnalyzeAdButton({ adId, adName, className }: { adId: string; adName: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        ref={button}
        variant="link"
        size="sm"
        className={className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <Sparkles aria-hidden="true" />
        Analizar con IA
        <span className="sr-only"> el anuncio de {adName}</span>
      </Button>
      {mounted ? <AnalyzeAdDialog adId={adId} adName={adName} open={open} onOpenChange={setOpen} trigger={button} /> : null}
    </>
  );
}
