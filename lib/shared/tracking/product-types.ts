import { PRODUCT_TYPES } from "@/lib/validation/tracking";

export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The one set of product types: the follow dialog, the edit dialog and the list filter offer the same four. */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  physical: "Físico",
  digital: "Digital",
  service: "Servicio",
  other: "Otro",
};

/** What each type covers, under its label in the dialogs. */
export const PRODUCT_TYPE_HINTS: Record<ProductType, string> = {
  physical: "Productos que se envían: ropa, cosméticos, gadgets...",
  digital: "Cursos, software, suscripciones o servicios en línea.",
  service: "Servicios presenciales o a medida: clínicas, agencias, reparaciones...",
  other: "Empleo, vivienda, préstamos, causas u otros anuncios.",
};
