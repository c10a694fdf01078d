import { z } from "./zod";

export const PRODUCT_TYPES = ["physical", "digital", "service", "other"] as const;

/** The tracking activation modal's fields (product type and notes). */
export const trackingFormSchema = z.object({
  productType: z.enum(["physical", "digital"], { error: "El tipo de producto es requerido" }).default("physical"),
  notes: z.string().trim().max(1000, { error: "Las notas no pueden superar 1000 caracteres" }).default(""),
});

/** POST /api/tracked-advertisers: spec §3's creation payload. */
export const trackAdvertiserSchema = trackingFormSchema.extend({
  pageId: z.string({ error: "El ID de la página es requerido" }).trim().regex(/^[0-9A-Za-z_-]{1,64}$/, { error: "El ID de la página no es válido" }),
  pageName: z.string({ error: "El nombre de la página es requerido" }).trim().min(1, { error: "El nombre de la página es requerido" }).max(200),
  pageProfileUri: z.string().trim().max(500).nullish(),
  pageProfilePictureUrl: z.string().trim().max(2000).nullish(),
  pageLikeCount: z.coerce.number().int().min(0).nullish(),
  pageCategories: z.array(z.string().max(100)).max(20).default([]),
  pageVerification: z.union([z.boolean(), z.string()]).nullish().transform((v) => v === true || (typeof v === "string" && v !== "" && v !== "NOT_VERIFIED")),
  initialActiveAdsCount: z.coerce.number().int().min(0).max(100_000).default(0),
  country: z.string().trim().toUpperCase().regex(/^(ALL|[A-Z]{2})$/).default("ALL"),
});
export type TrackAdvertiserInput = z.output<typeof trackAdvertiserSchema>;
