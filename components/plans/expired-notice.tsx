import { CircleAlert } from "lucide-react";
import type { Usage } from "@/lib/services/billing/get-usage";
import { formatNumber } from "@/lib/format";

/** Says that a paid plan expired and the free plan's limits apply until it is renewed (plans page, limit modal). */
export function ExpiredNotice({ usage }: { usage: Pick<Usage, "planName" | "effectivePlanName" | "monthlyLimit"> }) {
  return (
    <p role="status" className="mt-3 flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Tu plan {usage.planName} está vencido: se aplican los límites del plan {usage.effectivePlanName} ({formatNumber(usage.monthlyLimit)}{" "}
        anuncios al mes) hasta que se renueve. Tus anuncios guardados y anunciantes en seguimiento se conservan en solo lectura.
      </span>
    </p>
  );
}
