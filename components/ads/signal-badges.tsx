import { Banknote, MessageCircle, Store, Tag, Truck, Ban } from "lucide-react";
import { signalBadges, type SignalBadge } from "@/lib/shared/search/signal-badges";
import type { AdSignals } from "@/lib/signals";
import { cn } from "@/lib/utils";

const TONE_CLASS: Readonly<Record<SignalBadge["tone"], string>> = {
  shop: "bg-violet-50 text-violet-800 ring-violet-200",
  positive: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  price: "bg-zinc-100 text-zinc-800 ring-zinc-200",
  // Not-a-shop is context, not praise or blame: quieter than the rest.
  muted: "bg-transparent text-zinc-500 ring-zinc-200",
};

function iconOf(key: string) {
  if (key === "storefront" || key === "shop") return Store;
  if (key === "cod") return Banknote;
  if (key === "whatsapp") return MessageCircle;
  if (key === "shipping") return Truck;
  if (key.startsWith("price")) return Tag;
  return Ban;
}

/** The ad's e-commerce signals as a row of small badges (docs/signals.md); nothing when it has none. */
export function SignalBadges({ signals, className }: { signals: AdSignals | undefined; className?: string }) {
  const badges = signalBadges(signals);
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Señales de la tienda" className={cn("flex flex-wrap gap-1.5", className)}>
      {badges.map((badge) => {
        const Icon = iconOf(badge.key);
        return (
          <li
            key={badge.key}
            title={badge.title}
            data-signal={badge.key}
            className={cn(
              "inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
              TONE_CLASS[badge.tone],
            )}
          >
            <Icon aria-hidden="true" className="size-3 shrink-0" />
            <span className="truncate">{badge.label}</span>
          </li>
        );
      })}
    </ul>
  );
}
