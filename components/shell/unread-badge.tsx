"use client";

import { formatNumber, pluralize } from "@/lib/format";
import { useFeedUnread } from "@/lib/swr/use-feed-unread";

/** The feed's unread count beside 'Novedades'; nothing while it is 0 or unknown. */
export function UnreadBadge() {
  const { data: unread } = useFeedUnread();
  if (!unread) return null;
  return (
    <span
      data-testid="unread-badge"
      className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[0.6875rem] font-semibold text-white tabular-nums"
    >
      <span aria-hidden="true">{unread > 99 ? "99+" : formatNumber(unread)}</span>
      <span className="sr-only">{pluralize(unread, "novedad sin leer", "novedades sin leer")}</span>
    </span>
  );
}

/**
 * A dot on the phone's menu button while something is unread: the sidebar, and its count, sit in the
 * closed drawer there. Decorative; the count itself is read out on the 'Novedades' link.
 */
export function UnreadDot() {
  const { data: unread } = useFeedUnread();
  if (!unread) return null;
  return <span aria-hidden="true" className="absolute top-2 right-2 size-2 rounded-full bg-brand-600 ring-2 ring-surface" />;
}
