import Link from "next/link";
import { ImageOff } from "lucide-react";
import { KeptImage } from "@/components/ads/kept-image";
import type { ProductReply } from "@/lib/services/products/product-page";
import { formatDate, pluralize } from "@/lib/format";
import { adHref } from "@/lib/shared/archive/ad-href";
import { useTimeZone } from "@/components/shell/time-zone";

/** The product's creatives: each cluster of the same picture or copy, with how many ads and advertisers run it. */
export function ProductCreatives({ creatives }: { creatives: ProductReply["creatives"] }) {
  const timeZone = useTimeZone();
  return (
    <section aria-labelledby="product-creatives" className="space-y-3">
      <h2 id="product-creatives" className="text-base font-semibold text-zinc-900">
        Creatividades
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {creatives.map((c, i) => (
          <li
            key={c.clusterId}
            className="overflow-hidden rounded-xl border border-border bg-surface shadow-xs"
            data-testid="product-creative"
          >
            <Link
              href={adHref(c.exampleAdId)}
              className="block focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <div className="aspect-square bg-zinc-100">
                <KeptImage
                  src={c.thumbnailUrl}
                  alt={`Creatividad ${i + 1}`}
                  className="size-full object-cover"
                  placeholder={
                    <span className="flex size-full items-center justify-center text-xs text-zinc-700">
                      <ImageOff aria-hidden="true" className="mr-1 size-4" />
                      Solo texto
                    </span>
                  }
                />
              </div>
              <p className="p-2 text-xs text-zinc-700">
                {pluralize(c.ads, "anuncio", "anuncios")} · {pluralize(c.advertisers, "anunciante", "anunciantes")}
                <span className="block text-muted-foreground">Desde {formatDate(c.firstSeenAt, timeZone)}</span>
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
