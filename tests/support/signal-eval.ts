import { detectSignals, type AdSignals } from "@/lib/signals";

export type SignalFixture = {
  id: number;
  country: string;
  lang: string;
  page_name: string;
  body: string;
  link_url: string | null;
  caption: string | null;
  cta_text: string | null;
  cta_type: string | null;
  page_categories: string[];
  labels: {
    cash_on_delivery: boolean;
    whatsapp: boolean;
    price: string | null;
    /** The first price's amount; only the blind sets carry it. */
    price_amount?: number | null;
    free_shipping: boolean;
    storefront: string | null;
    app: boolean;
    marketplace: boolean;
    political: boolean;
    shop: boolean;
  };
};

export function detectFixture(f: SignalFixture): AdSignals {
  return detectSignals(
    {
      bodies: [f.body],
      captions: f.caption ? [f.caption] : [],
      linkUrl: f.link_url,
      ctaText: f.cta_text,
      ctaType: f.cta_type,
      pageName: f.page_name,
      categories: f.page_categories,
    },
    { countries: [f.country] },
  );
}

export type Confusion = {
  signal: string;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number;
  recall: number;
  misses: string[];
};

/** Per signal: a binary reading of the label and of the detection; a kind or currency must match exactly. */
export const SIGNAL_READINGS: Record<string, { label: (f: SignalFixture) => string | null; got: (s: AdSignals) => string | null }> = {
  cash_on_delivery: { label: (f) => (f.labels.cash_on_delivery ? "yes" : null), got: (s) => (s.cash_on_delivery ? "yes" : null) },
  whatsapp: { label: (f) => (f.labels.whatsapp ? "yes" : null), got: (s) => (s.whatsapp ? "yes" : null) },
  price: { label: (f) => (f.labels.price ? "yes" : null), got: (s) => (s.prices.length > 0 ? "yes" : null) },
  price_currency: { label: (f) => f.labels.price, got: (s) => (s.prices.length > 0 ? (s.prices[0].currency ?? "?") : null) },
  free_shipping: { label: (f) => (f.labels.free_shipping ? "yes" : null), got: (s) => (s.free_shipping ? "yes" : null) },
  storefront: { label: (f) => f.labels.storefront, got: (s) => s.storefront },
  app: { label: (f) => (f.labels.app ? "yes" : null), got: (s) => (s.not_shop.includes("app") ? "yes" : null) },
  marketplace: { label: (f) => (f.labels.marketplace ? "yes" : null), got: (s) => (s.not_shop.includes("marketplace") ? "yes" : null) },
  political: { label: (f) => (f.labels.political ? "yes" : null), got: (s) => (s.not_shop.includes("political") ? "yes" : null) },
  shop: { label: (f) => (f.labels.shop ? "yes" : null), got: (s) => (s.is_shop ? "yes" : null) },
};

/** Readings of the blind sets: every signal, and the first price's amount. */
export const BLIND_READINGS: typeof SIGNAL_READINGS = {
  ...SIGNAL_READINGS,
  price_amount: {
    label: (f) => (f.labels.price_amount == null ? null : String(f.labels.price_amount)),
    got: (s) => (s.prices.length > 0 ? String(s.prices[0].amount) : null),
  },
};

/**
 * Precision and recall of one reading over the set. A detection with the wrong kind or currency is
 * both a false positive (what was said) and a false negative (what was missed).
 */
export function confusion(signal: string, fixtures: SignalFixture[], detected: AdSignals[]): Confusion {
  const r = BLIND_READINGS[signal];
  let tp = 0,
    fp = 0,
    fn = 0,
    tn = 0;
  const misses: string[] = [];
  fixtures.forEach((f, i) => {
    const want = r.label(f);
    const got = r.got(detected[i]);
    if (want === null && got === null) tn++;
    else if (want !== null && got === want) tp++;
    else {
      if (got !== null) fp++;
      if (want !== null) fn++;
      misses.push(`#${f.id} want ${want ?? "-"} got ${got ?? "-"}: ${f.body.slice(0, 90).replace(/\n/g, " ")}`);
    }
  });
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return { signal, tp, fp, fn, tn, precision, recall, misses };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** The confusion rows of `signals` over `set`, printed as a table with every miss under it. */
export function printTable(name: string, set: SignalFixture[], signals: string[] = Object.keys(SIGNAL_READINGS)): Confusion[] {
  const detected = set.map(detectFixture);
  const rows = signals.map((s) => confusion(s, set, detected));
  console.log(
    [
      `${name} (${set.length} ads)`,
      "signal              TP   FP   FN   TN   precision  recall",
      ...rows.map(
        (r) =>
          `${r.signal.padEnd(18)} ${String(r.tp).padStart(4)} ${String(r.fp).padStart(4)} ${String(r.fn).padStart(4)} ${String(r.tn).padStart(4)}   ${pct(r.precision).padStart(8)} ${pct(r.recall).padStart(8)}`,
      ),
      ...rows.flatMap((r) => r.misses.map((m) => `  ${r.signal}: ${m}`)),
    ].join("\n"),
  );
  return rows;
}
