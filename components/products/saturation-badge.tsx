import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { SATURATION_LABEL, type Saturation } from "@/lib/shared/products/saturation";

const VARIANT: Record<Saturation, BadgeVariant> = { NUEVO: "success", EXPANSION: "info", SATURADO: "warning" };

/** 'Nuevo', 'En expansión' or 'Saturado' (lib/shared/products/saturation.ts). */
export function SaturationBadge({ saturation }: { saturation: Saturation }) {
  return (
    <Badge variant={VARIANT[saturation]} data-saturation={saturation}>
      {SATURATION_LABEL[saturation]}
    </Badge>
  );
}
