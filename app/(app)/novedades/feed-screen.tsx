"use client";

import { useTimeZone } from "@/components/shell/time-zone";
import { useId, useState } from "react";
import Link from "next/link";
import { Bell, CheckCheck, ChevronsDown, Radar } from "lucide-react";
import { SeePlansLink } from "@/components/plans/see-plans-link";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorState } from "@/components/ui/load-error-state";
import { PageHeader } from "@/components/ui/page-header";
import { errorMessage } from "@/lib/api/client";
import { pluralize } from "@/lib/format";
import { lockedSentence, type PlanGates } from "@/lib/shared/billing/plan-gates";
import { toast } from "@/lib/toast";
import { useInvalidate } from "@/lib/swr/invalidate";
import { useFeed } from "@/lib/swr/use-feed";
import { useFeedUnread } from "@/lib/swr/use-feed-unread";
import { patchShown } from "@/lib/swr/patch-shown";
import { markFeedRead } from "@/lib/client/watches";
import { dayHeading, groupFeed } from "@/lib/shared/watches/feed-groups";
import { WATCH_EXPLAINER } from "@/lib/shared/watches/labels";
import type { FeedItem, FeedPage } from "@/lib/shared/watches/types";
import { FeedEntry } from "./feed-entry";
import { FeedSkeleton } from "./feed-skeleton";

type FeedScreenProps = {
  /** The first page, rendered on the server. */
  initial?: FeedPage;
  /** What the plan allows: an empty feed on a plan without watches offers the plans, not 'Crear una vigilancia'. */
  gates: PlanGates;
};

/** /novedades: the deliveries and advertiser alerts by day and watch, with read marks and 'Cargar más'. */
export function FeedScreen({ initial, gates }: FeedScreenProps) {
  // Days are grouped as the user's clock reads them (the zone the server rendered with, too).
  const timeZone = useTimeZone();
  const headingId = useId();
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useFeed(initial);
  const { data: unreadCount } = useFeedUnread();
  const invalidate = useInvalidate();
  const [marking, setMarking] = useState<ReadonlySet<string> | "all">(new Set());
  const [now] = useState(() => new Date());

  const pages = data ?? [];
  const items = pages.flatMap((p) => p.items);
  const unread = unreadCount ?? pages[0]?.unread ?? 0;
  const more = Boolean(pages.at(-1)?.nextCursor);
  const loadingMore = isValidating && size > pages.length;

  async function markRead(target: { ids: string[] } | { all: true }) {
    const ids = "ids" in target ? new Set(target.ids) : null;
    setMarking(ids ?? "all");
    try {
      await markFeedRead(invalidate, target);
      const readAt = new Date().toISOString();
      // Read at once on screen; the refetch the write started confirms the sidebar's count.
      await patchShown(mutate, data, (shown) =>
        shown.map((page) => ({
          ...page,
          items: page.items.map((i) => (i.readAt === null && (!ids || ids.has(i.id)) ? { ...i, readAt } : i)),
        })),
      );
      if (!ids) toast.success("Todas las novedades están marcadas como leídas");
    } catch (e) {
      toast.error(errorMessage(e, "No se pudieron marcar las novedades como leídas"));
    } finally {
      setMarking(new Set());
    }
  }

  const markOne = (item: FeedItem) => void markRead({ ids: [item.id] });

  let body: React.ReactNode;
  if (pages.length === 0 && error) {
    body = (
      <LoadErrorState
        title="No se pudieron cargar las novedades"
        error={error}
        fallback="Inténtalo de nuevo en unos momentos."
        onRetry={() => void mutate()}
      />
    );
  } else if (pages.length === 0 || (isLoading && items.length === 0)) {
    body = <FeedSkeleton />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={Bell}
        title="Aún no hay novedades"
        description={
          gates.watches.allowed ? (
            WATCH_EXPLAINER
          ) : (
            <>
              <p>{WATCH_EXPLAINER}</p>
              <p className="mt-2">{lockedSentence(gates, "watches")}</p>
            </>
          )
        }
        action={
          gates.watches.allowed ? (
            <>
              <Link href="/search" className={buttonVariants()}>
                <Radar aria-hidden="true" />
                Crear una vigilancia
              </Link>
              <Link href="/search-history?tab=vigilancias" className={buttonVariants({ variant: "outline" })}>
                Ver mis vigilancias
              </Link>
            </>
          ) : (
            <SeePlansLink />
          )
        }
      />
    );
  } else {
    body = (
      <div className="space-y-8">
        {groupFeed(items, timeZone).map((day) => (
          <section key={day.day} aria-labelledby={`${headingId}-${day.day}`} className="space-y-4">
            <h2 id={`${headingId}-${day.day}`} className="text-sm font-semibold text-zinc-500">
              {dayHeading(day.day, now, timeZone)}
            </h2>
            {day.groups.map((group) => (
              <section key={group.key} aria-labelledby={`${headingId}-${day.day}-${group.key}`} className="space-y-3">
                <h3 id={`${headingId}-${day.day}-${group.key}`} className="flex items-center gap-2 text-base font-semibold text-zinc-900">
                  {group.watchId ? <Radar aria-hidden="true" className="size-4 text-brand-600" /> : null}
                  <span className="min-w-0 truncate">{group.title}</span>
                </h3>
                <div className="space-y-3">
                  {group.items.map((item) => (
                    <FeedEntry
                      key={item.id}
                      item={item}
                      timeZone={timeZone}
                      onMarkRead={markOne}
                      marking={marking === "all" || marking.has(item.id)}
                    />
                  ))}
                </div>
              </section>
            ))}
          </section>
        ))}
        {more ? (
          <div className="flex justify-center">
            <Button variant="outline" loading={loadingMore} onClick={() => void setSize(size + 1)}>
              {loadingMore ? null : <ChevronsDown aria-hidden="true" />}
              {loadingMore ? "Cargando..." : "Cargar más"}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Novedades"
        subtitle={
          unread > 0
            ? pluralize(unread, "novedad sin leer", "novedades sin leer")
            : "Lo que encontraron tus vigilancias y las alertas de tus anunciantes"
        }
        actions={
          <Button
            variant="outline"
            // Off with nothing to mark: no unread entry, or no entry on screen (a count polled before the list).
            disabled={unread === 0 || items.length === 0}
            loading={marking === "all"}
            onClick={() => void markRead({ all: true })}
          >
            {marking === "all" ? null : <CheckCheck aria-hidden="true" />}
            Marcar todo como leído
          </Button>
        }
      />
      {body}
    </>
  );
}
