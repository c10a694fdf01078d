/**
 * A product's saturation label and why (docs/product.md §Productos), from figures the product page
 * shows beside it, so every reason can be checked on the same screen.
 */
import { byCount, pluralize } from "@/lib/format";

export const SATURATIONS = ["NUEVO", "EXPANSION", "SATURADO"] as const;
export type Saturation = (typeof SATURATIONS)[number];

export const SATURATION_LABEL: Record<Saturation, string> = {
  NUEVO: "Nuevo",
  EXPANSION: "En expansión",
  SATURADO: "Saturado",
};

export type SaturationInput = {
  firstSeenAt: Date;
  storeCount: number;
  advertiserCount: number;
  countryCount: number;
  newStores7d: number;
};

/** Days since first seen under which a product with few stores is still new. */
export const NEW_DAYS = 14;
export const NEW_MAX_STORES = 3;
/** Stores or advertisers from which a product is saturated: a buyer would be one more of many. */
export const SATURATED_STORES = 10;
export const SATURATED_ADVERTISERS = 15;
/** An old product sold by this many stores and no longer gaining any is saturated too. */
export const STALLED_DAYS = 60;
export const STALLED_STORES = 6;

export function saturationOf(input: SaturationInput, now: Date): { label: Saturation; reasons: string[] } {
  const ageDays = Math.max(0, Math.floor((now.getTime() - input.firstSeenAt.getTime()) / 86_400_000));
  const seen = `Visto por primera vez hace ${pluralize(ageDays, "día", "días")}.`;
  const verb = byCount(input.storeCount, "vende", "venden");
  const spread = `Lo ${verb} ${pluralize(input.storeCount, "tienda", "tiendas")} con ${pluralize(input.advertiserCount, "anunciante", "anunciantes")} en ${pluralize(input.countryCount, "país", "países")}.`;
  const growth =
    input.newStores7d > 0
      ? `${pluralize(input.newStores7d, "tienda nueva", "tiendas nuevas")} en los últimos 7 días.`
      : "Ninguna tienda nueva en los últimos 7 días.";
  if (input.storeCount >= SATURATED_STORES || input.advertiserCount >= SATURATED_ADVERTISERS) {
    return {
      label: "SATURADO",
      reasons: [spread, `Desde ${SATURATED_STORES} tiendas o ${SATURATED_ADVERTISERS} anunciantes lo consideramos saturado.`, growth],
    };
  }
  if (ageDays >= STALLED_DAYS && input.storeCount >= STALLED_STORES && input.newStores7d === 0) {
    return { label: "SATURADO", reasons: [seen, spread, `${growth} Con ${STALLED_STORES} tiendas o más y sin crecer, ya está repartido.`] };
  }
  if (ageDays <= NEW_DAYS && input.storeCount <= NEW_MAX_STORES) {
    return { label: "NUEVO", reasons: [seen, spread, `Menos de ${NEW_DAYS} días y hasta ${NEW_MAX_STORES} tiendas: todavía es nuevo.`] };
  }
  return { label: "EXPANSION", reasons: [seen, spread, growth] };
}
