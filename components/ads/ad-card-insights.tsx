import { SignalBadges } from "@/components/ads/signal-badges";
import { WinnerScore } from "@/components/ads/winner-score";
import { ProductLink } from "@/components/ads/product-link";
import type { SearchAd } from "@/lib/shared/search/ad";

/** The card's judgement of the ad: its winner score with '¿Por qué?' (docs/score.md) and its shop signals (docs/signals.md) and, when other stores sell it, its product. */
export function AdCardInsights({ ad }: { ad: SearchAd }) {
  return (
    <div className="flex flex-col gap-2" data-testid="ad-insights">
      <WinnerScore
        score={ad.winner_score}
        label={ad.winner_label}
        explanation={ad.winner_explanation}
        adName={ad.page_name || "Anunciante sin nombre"}
      />
      <SignalBadges signals={ad.signals} />
      <ProductLink productId={ad.product_id} storeCount={ad.store_count} />
    </div>
  );
}
