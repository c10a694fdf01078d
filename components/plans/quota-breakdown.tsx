import { QUOTA_RULE, USAGE_SOURCE_LABELS } from "@/lib/billing/quota-rule";
import { formatNumber, pluralize } from "@/lib/format";
import type { UsageBreakdownRow } from "@/lib/services/billing/usage-breakdown";

type QuotaBreakdownProps = {
  breakdown: UsageBreakdownRow[];
  /** The usage card's figure: the counted ads add up to it. */
  adsFetched: number;
  monthlyLimit: number;
};

/**
 * 'Tu cuota este mes': where the month's ads went, by source, with the ads that were free because the
 * user had already received them this month. Plans and Análisis show the same figures as the usage card.
 */
export function QuotaBreakdown({ breakdown, adsFetched, monthlyLimit }: QuotaBreakdownProps) {
  return (
    <section aria-labelledby="quota-breakdown-title" className="rounded-xl border border-border bg-surface p-5 shadow-card sm:p-6">
      <h2 id="quota-breakdown-title" className="text-lg font-semibold tracking-tight text-zinc-900">
        Tu cuota este mes
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{QUOTA_RULE}</p>
      <table className="mt-4 w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="pb-2 font-medium">
              Origen
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Contados
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Gratis (ya vistos)
            </th>
          </tr>
        </thead>
        <tbody>
          {breakdown.map((row) => (
            <tr key={row.source} className="border-t border-border" data-source={row.source}>
              <th scope="row" className="py-2 text-left font-medium text-zinc-900">
                {USAGE_SOURCE_LABELS[row.source]}
              </th>
              <td className="py-2 text-right tabular-nums">{formatNumber(row.counted)}</td>
              <td className="py-2 text-right tabular-nums text-emerald-700">{formatNumber(row.free)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-border font-semibold text-zinc-900">
            <th scope="row" className="pt-2 text-left">
              Total
            </th>
            <td className="pt-2 text-right tabular-nums" data-testid="quota-breakdown-total">
              {formatNumber(adsFetched)} <span className="font-normal text-muted-foreground">de {formatNumber(monthlyLimit)}</span>
            </td>
            <td className="pt-2 text-right tabular-nums text-emerald-700">
              {pluralize(
                breakdown.reduce((n, r) => n + r.free, 0),
                "gratis",
                "gratis",
              )}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
