import type { TrackedAdvertiserItem } from "@/lib/services/tracking/tracked-advertisers";

export type ProductType = TrackedAdvertiserItem["productType"];

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  physical: "Físico",
  digital: "Digital",
  service: "Servicio",
  other: "Otro",
};
