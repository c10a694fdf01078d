import { Globe, Loader2, Megaphone, ThumbsUp, Users } from "lucide-react";
import { formatCompact, pluralize } from "@/lib/format";
import { countryName } from "@/lib/providers/catalog";
import { cn } from "@/lib/utils";

/** One 'label: value' line of the card's details. */
export function MetaRow({ icon: Icon, label, children }: { icon: typeof Globe; label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-1.5">
      <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0 text-zinc-400" />
      <dt className="shrink-0 font-medium text-zinc-500">{label}:</dt>
      <dd className="min-w-0 break-words text-zinc-700">{children}</dd>
    </div>
  );
}

/** The advertiser's active ads where it was searched, its other ads on screen, its category and likes. */
export function AdvertiserFacts({
  count,
  loading,
  busy,
  country,
  moreInResults,
  category,
  likes,
}: {
  count: number | null;
  loading: boolean;
  busy: boolean;
  country: string;
  moreInResults: string | null;
  category: string | null;
  likes: number | null;
}) {
  const where = country === "ALL" ? "en todos los países" : `en ${countryName(country)}`;

  // The count arrives after the card is on screen, a spinner then "1.234 anuncios activos": on a line of
  // its own and at a fixed height, so its arrival never re-wraps the other facts nor moves what is below
  // the card (a 'Cargar más' pressed as the counts land was pressed on a moving button).
  return (
    <div className="flex flex-col items-start gap-1.5 text-xs">
      <span
        className={cn(
          "inline-flex min-h-5 items-center gap-1 rounded-md px-1.5 py-0.5",
          busy ? "bg-emerald-50 font-semibold text-emerald-700 ring-1 ring-emerald-200" : "text-zinc-600",
        )}
        title={`Anuncios activos del anunciante ${where}`}
      >
        <Megaphone aria-hidden="true" className="size-3.5" />
        {loading ? (
          <>
            <Loader2 aria-hidden="true" className="size-3.5 animate-spin text-zinc-400" />
            <span className="sr-only">Cargando anuncios activos del anunciante</span>
          </>
        ) : count === null ? (
          <span>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Anuncios activos del anunciante pendientes</span>
          </span>
        ) : (
          <span>
            {pluralize(count, "anuncio activo", "anuncios activos")}
            <span className="sr-only"> {where}</span>
          </span>
        )}
      </span>

      {moreInResults || category || likes !== null ? (
        <div className="flex max-w-full flex-wrap items-center gap-x-3 gap-y-1.5">
          {moreInResults ? (
            <span className="inline-flex items-center gap-1 text-zinc-600" title="Otros anuncios de este anunciante en los resultados">
              <Users aria-hidden="true" className="size-3.5" />
              {moreInResults}
            </span>
          ) : null}

          {category || likes !== null ? (
            <span className="inline-flex min-w-0 items-center gap-1 text-zinc-500">
              {likes !== null ? <ThumbsUp aria-hidden="true" className="size-3.5 shrink-0" /> : null}
              <span className="truncate">
                {[category, likes !== null ? `${formatCompact(likes)} Me gusta` : null].filter(Boolean).join(" · ")}
              </span>
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
