import "server-only";
import { Prisma } from "@/lib/db";
import { adSignals, type AdSignals } from "@/lib/signals";
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
 * An ad's flags, read as its card reads them (refreshDerivedFields calls adSignals without a search's
 * context), so the filter and the badges never disagree. 'Solo tiendas' is `is_shop`, which already
 * leaves out apps, marketplaces and political ads, as on search.
 */
export function signalFlagsOf(ad: Parameters<typeof adSignals>[0] & { signals?: AdSignals }): SignalFlags {
  // A provider's page arrives normalized, signals already read the same way (lib/providers/normalize):
  // not running the detectors twice keeps the write's CPU down.
  const s = ad.signals && typeof ad.signals === "object" ? ad.signals : adSignals(ad);
  return { signalShop: s.is_shop, signalCod: s.cash_on_delivery, signalWhatsApp: s.whatsapp };
}

/** The condition of each signal asked for (AND); a row not yet back-filled (null) matches none. */
export function signalConditions(signals: readonly ArchiveSignal[]): Prisma.Sql[] {
  return signals.map((s) => Prisma.sql`${COLUMN[s]} IS TRUE`);
}
