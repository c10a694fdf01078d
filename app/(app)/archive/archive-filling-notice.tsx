import { History } from "lucide-react";
import { LocalDate } from "@/components/ui/local-date";

/** While the demo archive's history is still being written (scripts/seed-archive.ts): why it looks short. */
export function ArchiveFillingNotice({ since }: { since: Date }) {
  return (
    <aside
      role="status"
      aria-labelledby="archive-filling-title"
      className="mb-6 flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
    >
      <History aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-700" />
      <div className="min-w-0 space-y-1">
        <h2 id="archive-filling-title" className="font-semibold">
          El archivo de demostración se está completando
        </h2>
        <p>
          AdRadar está guardando unos 60 días de historia de la demostración (empezó el <LocalDate value={since} format="datetime" />
          ). Hasta que termine, aquí verás menos anuncios y menos días de historia; recarga en un par de minutos.
        </p>
      </div>
    </aside>
  );
}
