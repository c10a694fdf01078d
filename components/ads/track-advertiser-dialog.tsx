"use client";

import { useId, useState } from "react";
import { Megaphone, MonitorSmartphone, Package, Shapes, Wrench } from "lucide-react";
import { toast } from "@/lib/toast";
import { Field } from "@/components/ui/field";
import { FormDialog, useFormDialog } from "@/components/ui/form-dialog";
import { PlanLimitNotice } from "@/components/plans/plan-limit-notice";
import { Textarea } from "@/components/ui/input";
import { formatCompact, pluralize } from "@/lib/format";
import { countryName } from "@/lib/providers/catalog";
import type { SearchAd } from "@/lib/shared/search/ad";
import { cn } from "@/lib/utils";
import { PRODUCT_TYPE_HINTS, PRODUCT_TYPE_LABELS } from "@/lib/shared/tracking/product-types";
import { PRODUCT_TYPES, trackingFormSchema, type trackAdvertiserSchema } from "@/lib/validation/tracking";
import type { z } from "zod";
import { PageAvatar } from "./page-avatar";
import { errorMessage, hasCode } from "@/lib/api/client";
import { useInvalidate } from "@/lib/swr/invalidate";
import { trackAdvertiser } from "@/lib/client/tracking";

export type TrackTarget = {
  ad: SearchAd;
  /** The searched country: the advertiser is followed there. */
  country: string;
  /** The count the card shows, sent as the first data point when the server has none cached. */
  activeAds: number | null;
};

const DEFAULTS: z.input<typeof trackingFormSchema> = { productType: "physical", notes: "" };

const PRODUCT_TYPE_ICONS = { physical: Package, digital: MonitorSmartphone, service: Wrench, other: Shapes } as const;
const PRODUCT_TYPE_CHOICES = PRODUCT_TYPES.map((value) => ({
  value,
  label: PRODUCT_TYPE_LABELS[value],
  hint: PRODUCT_TYPE_HINTS[value],
  icon: PRODUCT_TYPE_ICONS[value],
}));

export const TRACK_SUCCESS_MESSAGE = "¡Anunciante agregado al seguimiento exitosamente!";
const TRACK_ERROR_MESSAGE = "Error al agregar el anunciante al seguimiento";

type TrackAdvertiserDialogProps = {
  target: TrackTarget | null;
  onClose: () => void;
  /** The advertiser is now followed (or already was): the card shows 'SIGUIENDO'. */
  onTracked: (pageId: string) => void;
};

/**
 * The tracking activation modal (docs/product.md §2 Modals): product type (physical by default) and notes. A
 * plan that allows no (more) tracked advertisers switches it to a yellow plan-limit view with a link
 * to the plans. Closing it resets everything.
 */
export function TrackAdvertiserDialog({ target, onClose, onTracked }: TrackAdvertiserDialogProps) {
  const id = useId();
  const [view, setView] = useState<"form" | "limit">("form");
  const invalidate = useInvalidate();
  const open = target !== null;
  const dialog = useFormDialog({
    schema: trackingFormSchema,
    open,
    values: () => DEFAULTS,
    onClose,
    errorText: TRACK_ERROR_MESSAGE,
    onSubmit: async (values) => {
      if (!target) return;
      const { ad, country, activeAds } = target;
      const payload: z.input<typeof trackAdvertiserSchema> = {
        pageId: ad.page_id,
        pageName: ad.page_name,
        pageProfileUri: ad.apify_data.page_profile_uri,
        pageProfilePictureUrl: ad.apify_data.page_profile_picture_url,
        pageLikeCount: ad.apify_data.page_like_count,
        pageCategories: ad.apify_data.page_categories,
        pageVerification: ad.page_verified,
        productType: values.productType,
        notes: values.notes.trim(),
        initialActiveAdsCount: activeAds ?? 0,
        country,
      };
      try {
        await trackAdvertiser(invalidate, payload);
      } catch (e) {
        // The plan refused: branch on the code, never on the Spanish text.
        if (hasCode(e, "PLAN_LIMIT")) {
          setView("limit");
          return false;
        }
        if (!hasCode(e, "CONFLICT")) throw e;
        // Already followed: said so, and the card shows it.
        toast.error(errorMessage(e, TRACK_ERROR_MESSAGE));
        onTracked(ad.page_id.trim());
        return;
      }
      toast.success(TRACK_SUCCESS_MESSAGE);
      onTracked(ad.page_id.trim());
    },
  });
  const {
    register,
    formState: { errors },
  } = dialog.form;

  // The plan-limit view lasts until the dialog closes; the next advertiser starts on the form. Adjusted
  // while rendering (React's pattern for state that follows a prop), not in an effect.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setView("form");
  }

  const ad = target?.ad;

  return (
    <FormDialog
      dialog={dialog}
      title="Seguir anunciante"
      description={
        <>
          Recibirás el conteo diario de sus anuncios activos
          {target ? ` en ${target.country === "ALL" ? "todos los países" : countryName(target.country)}` : ""}.
        </>
      }
      submit={["Activar seguimiento", "Activando..."]}
      className="max-w-lg"
      formClassName="gap-5"
      replacement={
        view === "limit" ? (
          <PlanLimitNotice
            description="No puedes seguir a más anunciantes con tu plan actual."
            headline="Tu plan actual no permite agregar anunciantes en seguimiento."
            advice="Mejora tu plan para seguir la evolución de este y otros anunciantes día a día."
            onClose={onClose}
          />
        ) : undefined
      }
    >
      {ad ? (
        <div className="flex items-center gap-3 rounded-lg border border-border bg-zinc-50/70 p-3">
          <PageAvatar name={ad.page_name} pictureUrl={ad.apify_data.page_profile_picture_url} size="lg" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-zinc-900">{ad.page_name}</p>
            <p className="truncate text-xs text-muted-foreground">
              {[
                ad.apify_data.page_categories[0],
                ad.apify_data.page_like_count !== null ? `${formatCompact(ad.apify_data.page_like_count)} Me gusta` : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {target?.activeAds !== null && target?.activeAds !== undefined ? (
              <p className="mt-0.5 flex items-center gap-1 text-xs text-zinc-600">
                <Megaphone aria-hidden="true" className="size-3.5" />
                {pluralize(target.activeAds, "anuncio activo", "anuncios activos")}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}

      <fieldset disabled={dialog.busy} className="grid min-w-0 gap-4">
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium text-zinc-800">Tipo de producto</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PRODUCT_TYPE_CHOICES.map(({ value, label, hint, icon: Icon }) => (
              <label
                key={value}
                className={cn(
                  "flex cursor-pointer gap-3 rounded-lg border border-border p-3 transition-colors hover:bg-zinc-50",
                  "has-[:checked]:border-brand-400 has-[:checked]:bg-brand-50/70 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                )}
              >
                <input type="radio" value={value} className="mt-1 size-4 accent-brand-600" {...register("productType")} />
                <span className="min-w-0">
                  <span className="flex items-center gap-1.5 text-sm font-medium text-zinc-900">
                    <Icon aria-hidden="true" className="size-4 text-zinc-500" />
                    {label}
                  </span>
                  <span className="mt-0.5 block text-xs text-zinc-600">{hint}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.productType?.message ? <p className="mt-2 text-xs font-medium text-red-600">{errors.productType.message}</p> : null}
        </fieldset>

        <Field id={`${id}-notes`} label="Notas (opcional)" error={errors.notes?.message}>
          <Textarea rows={3} maxLength={1000} placeholder="¿Por qué te interesa este anunciante?" {...register("notes")} />
        </Field>
      </fieldset>
    </FormDialog>
  );
}
