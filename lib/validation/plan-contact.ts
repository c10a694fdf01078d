import { parsePlanContact } from "@/lib/plan-contact";
import { strictObject, text } from "./primitives";

/** PUT /api/admin/settings/plan-contact: an e-mail or an https link; empty clears it. */
export const planContactSchema = strictObject({
  value: text({ max: 500, tooLong: "El contacto es demasiado largo" })
    .refine((v) => v === "" || parsePlanContact(v) !== null, {
      error: "Escribe un correo electrónico o un enlace que empiece por https://",
    })
    .transform((v) => (v === "" ? null : (parsePlanContact(v)?.value ?? null))),
});
