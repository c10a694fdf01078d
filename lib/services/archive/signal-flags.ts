import "server-only";
import { Prisma } from "@/lib/db";
import { adSignals, type AdSignals } from "@/lib/signals";
import { SIGNALS_VERSION } from "@/lib/signals/version";
import type { ArchiveSignal } from "@/lib/validation/archive";

/**
 * The archive's signal filters as columns of Ad, so a filter is a column test on the row instead of
 * running the detectors over millions of stored payloads.
 */
export type SignalFlags = { signalShop: boolean; signalCod: boolean; signalWhatsApp: boolean };

const COLUMN: Record<ArchiveSignal, Prisma.Sql> = {
  shop: Prisma.sql`a."signalShop"`,
  cod: Prisma.sql`a."signalCod"`,
  whatsapp: Prisma.sql`a."signalWhatsApp"`,
};

/**
 * An ad's signals by the current detectors, as its card reads them (refreshDerivedFields calls adSignals
 * without a search's context). A provider's page arrives normalized, signals already read by these
 * detectors (lib/providers/normalize): not running them twice keeps the write's CPU down. Signals read by
 * other detectors are read again.
 */
export function currentSignals(ad: Parameters<typeof adSignals>[0] & { signals?: AdSignals; signals_version?: string }): AdSignals {
  const current = ad.signals && typeof ad.signals === "object" && ad.signals_version === SIGNALS_VERSION;
  return current ? ad.signals! : adSignals(ad);
}

/**
 * An ad's flags, from its current signals, so the filter and the badges never disagree. 'Solo tiendas' is
 * `is_shop`, which already leaves out apps, marketplaces and political ads, as on search.
 */
export function signalFlagsOf(ad: Parameters<typeof currentSignals>[0]): SignalFlags {
  return flagsOfSignals(currentSignals(ad));
}

/** The filter columns of signals already read. */
export function flagsOfSignals(s: AdSignals): SignalFlags {
  return { signalShop: s.is_shop, signalCod: s.cash_on_delivery, signalWhatsApp: s.whatsapp };
}

/** The condition of each signal asked for (AND); a row not yet back-filled (null) matches none. */
export function signalConditions(signals: readonly ArchiveSignal[]): Prisma.Sql[] {
  return signals.map((s) => Prisma.sql`${COLUMN[s]} IS TRUE`);
}
