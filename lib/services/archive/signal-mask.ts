import "server-only";
import { adSignals } from "@/lib/signals";
import type { ArchiveSignal } from "@/lib/validation/archive";

/**
 * The archive's signal filters as bits of `Ad.signalMask`, so a filter is one integer test on the row
 * instead of running the detectors over millions of stored payloads.
 */
export const SIGNAL_BITS: Record<ArchiveSignal, number> = { shop: 1, cod: 2, whatsapp: 4 };

/**
 * The bits of an ad's signals, read as its card reads them (refreshDerivedFields calls adSignals without
 * a search's context), so the filter and the badges never disagree. 'Solo tiendas' is `is_shop`, which
 * already excludes apps, marketplaces and political ads, as on search.
 */
export function signalMaskOf(ad: Parameters<typeof adSignals>[0]): number {
  const s = adSignals(ad);
  return (s.is_shop ? SIGNAL_BITS.shop : 0) | (s.cash_on_delivery ? SIGNAL_BITS.cod : 0) | (s.whatsapp ? SIGNAL_BITS.whatsapp : 0);
}

/** The bits every one of `signals` sets. */
export function maskOf(signals: readonly ArchiveSignal[]): number {
  return signals.reduce((mask, s) => mask | SIGNAL_BITS[s], 0);
}
