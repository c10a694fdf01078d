"use client";

import { TriangleAlert } from "lucide-react";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { PlanLimitFooter } from "./plan-limit-footer";

type PlanLimitNoticeProps = {
  /** For screen readers: what the plan does not allow ('No puedes crear más vigilancias…'). */
  description: string;
  headline: React.ReactNode;
  advice: React.ReactNode;
  onClose: () => void;
};

/**
 * What a form dialog shows instead of its form when the plan refuses (its `replacement`): the limit,
 * what to do, 'Cerrar' and 'Ver planes'.
 */
export function PlanLimitNotice({ description, headline, advice, onClose }: PlanLimitNoticeProps) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Límite de tu plan</DialogTitle>
        <DialogDescription className="sr-only">{description}</DialogDescription>
      </DialogHeader>
      <div role="alert" className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <div className="space-y-1 text-sm">
          <p className="font-semibold">{headline}</p>
          <p>{advice}</p>
        </div>
      </div>
      <PlanLimitFooter onClose={onClose} />
    </>
  );
}
