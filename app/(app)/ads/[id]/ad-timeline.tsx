import { CalendarCheck, CalendarDays, CircleStop, Clock, Eye } from "lucide-react";
import { formatDate, formatDay, formatNumber } from "@/lib/format";
import { useTimeZone } from "@/components/shell/time-zone";
import { countryName } from "@/lib/providers/catalog";
import type { ArchivedAdPage } from "@/lib/swr/use-archived-ad";
import { VariantsChart } from "./variants-chart";

function Fact({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-zinc-50 px-3 py-2.5">
      <dt className="flex items-center gap-1 text-xs text-muted-foreground">
        <Icon aria-hidden="true" className="size-3.5" /> {label}
      </dt>
      <dd className="mt-0.5 text-sm font-semibold text-zinc-900">{children}</dd>
    </div>
  );
}

/** First seen, last seen or ended, days running and sightings, then the variants over time. */
export function AdTimeline({ data }: { data: ArchivedAdPage }) {
  const timeZone = useTimeZone();
  const { timeline, archive, ad } = data;
  const [first, last] = [timeline.points[0], timeline.points.at(-1)];
  return (
    <section aria-labelledby="ad-timeline" className="space-y-4 rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
      <h2 id="ad-timeline" className="text-base font-semibold text-zinc-900">
        Línea de tiempo
      </h2>
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Fact icon={CalendarDays} label="Visto por primera vez">
          {formatDate(timeline.firstSeenAt, timeZone)}
        </Fact>
        {timeline.endedAt ? (
          <Fact icon={CircleStop} label="Finalizado">
            {formatDate(timeline.endedAt, timeZone)}
          </Fact>
        ) : (
          <Fact icon={CalendarCheck} label="Visto por última vez">
            {formatDate(timeline.lastSeenAt, timeZone)}
          </Fact>
        )}
        <Fact icon={Clock} label="Días en circulación">
          {formatNumber(timeline.daysRunning)}
        </Fact>
        <Fact icon={Eye} label="Veces visto">
          {formatNumber(archive.sightings)}
        </Fact>
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-zinc-800">Variantes en el tiempo</h3>
        <VariantsChart
          points={timeline.points}
          label={`Variantes del anuncio de ${ad.page_name} por día${first && last ? `, del ${formatDay(first.day)} al ${formatDay(last.day)}` : ""}: de ${first?.variants ?? 0} a ${last?.variants ?? 0}`}
        />
      </div>
    </section>
  );
}

/** Each country the ad was seen in, with its own first and last sighting. */
export function AdCountries({ countries }: { countries: ArchivedAdPage["countries"] }) {
  const timeZone = useTimeZone();
  return (
    <section aria-labelledby="ad-countries" className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5">
      <h2 id="ad-countries" className="mb-3 text-base font-semibold text-zinc-900">
        Países donde se vio
      </h2>
      {countries.length === 0 ? (
        <p className="text-sm text-muted-foreground">El archivo no registró el país de este anuncio.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {countries.map((c) => (
            <li key={c.country} className="min-w-0 rounded-lg border border-border px-3 py-2">
              <p className="text-sm font-medium text-zinc-900">{countryName(c.country)}</p>
              <p className="text-xs text-muted-foreground">
                {formatDate(c.firstSeenAt, timeZone)} – {formatDate(c.lastSeenAt, timeZone)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
