"use client";

import { useState } from "react";
import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AnalyzeAdDialog } from "./analyze-ad-dialog";

/**
 * 'Analizar con IA' for any ad the user can see (a card's actions, a product's page): opens a dialog and
 * runs it at once (a stored analysis comes back free).
 */
export function AnalyzeAdButton({ adId, adName, className }: { adId: string; adName: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="link" size="sm" className={className} onClick={() => setOpen(true)}>
        <Sparkles aria-hidden="true" />
        Analizar con IA
        <span className="sr-only"> el anuncio de {adName}</span>
      </Button>
      <AnalyzeAdDialog adId={adId} adName={adName} open={open} onOpenChange={setOpen} />
    </>
  );
}
