/**
 * What a plan allows, said before the user tries (docs/product.md §6 'Plan gates'): the locks on GUARDAR,
 * SEGUIR and 'Vigilar esta búsqueda', the empty states, and the lines of each plan card. Pure and
 * client-safe: the server computes the gates from the plans in the database, the screens word them.
 */
import { formatNumber, pluralize } from "@/lib/format";

/** The features a plan may leave out altogether (a limit of 0). */
export type GatedFeature = "savedAds" | "trackedAdvertisers" | "watches";

export type PlanGate = {
  /** The plan that applies today includes the feature (its limit is not 0). */
  allowed: boolean;
  /** The first plan on offer (cheapest first) that includes it; null when none does. */
  upgradePlan: string | null;
};

export type PlanGates = { planName: string } & Record<GatedFeature, PlanGate>;

/** The limits the gates and the plan cards read, as the Plan row holds them. */
export type PlanLimitsView = {
  name: string;
  adsLimit: number;
  /** 0 = not included, null = unlimited. */
  savedAdsLimit: number | null;
  /** 0 = not included, null = unlimited. */
  trackedAdvertisersLimit: number | null;
  /** 0 = not included. */
  maxWatches: number;
  /** 24 = daily only, 6 = every 6 hours. */
  watchMinIntervalHours: number;
  aiAnalysesLimit: number;
};

type GateLimits = Pick<PlanLimitsView, "name" | "savedAdsLimit" | "trackedAdvertisersLimit" | "maxWatches">;

export function includesFeature(plan: GateLimits, feature: GatedFeature): boolean {
  if (feature === "savedAds") return plan.savedAdsLimit !== 0;
  if (feature === "trackedAdvertisers") return plan.trackedAdvertisersLimit !== 0;
  return plan.maxWatches > 0;
}

const FEATURES: readonly GatedFeature[] = ["savedAds", "trackedAdvertisers", "watches"];

/** The gates of the plan that applies today, against the plans on offer (cheapest first). */
export function planGates(current: GateLimits, plansCheapestFirst: readonly GateLimits[]): PlanGates {
  const gate = (feature: GatedFeature): PlanGate => ({
    allowed: includesFeature(current, feature),
    upgradePlan: plansCheapestFirst.find((p) => includesFeature(p, feature))?.name ?? null,
  });
  return { planName: current.name, ...(Object.fromEntries(FEATURES.map((f) => [f, gate(f)])) as Record<GatedFeature, PlanGate>) };
}

/** What each feature is called where a plan leaves it out (plural nouns: 'Disponibles desde…' agrees). */
const FEATURE_NOUNS: Record<GatedFeature, string> = {
  savedAds: "anuncios guardados",
  trackedAdvertisers: "anunciantes en seguimiento",
  watches: "vigilancias",
};

/** 'Tu plan GRATIS no incluye anuncios guardados.' */
export function lockedHeadline(gates: Pick<PlanGates, "planName">, feature: GatedFeature): string {
  return `Tu plan ${gates.planName} no incluye ${FEATURE_NOUNS[feature]}.`;
}

/** 'Disponibles desde el plan Pioneros.', or that no plan includes them today. */
export function unlockSentence(gates: PlanGates, feature: GatedFeature): string {
  const plan = gates[feature].upgradePlan;
  return plan ? `Disponibles desde el plan ${plan}.` : "Ningún plan los incluye por ahora.";
}

/** Both sentences, for an empty state or a screen reader. */
export function lockedSentence(gates: PlanGates, feature: GatedFeature): string {
  return `${lockedHeadline(gates, feature)} ${unlockSentence(gates, feature)}`;
}

export type PlanAllowance = { text: string; included: boolean };

/**
 * What a plan allows, from its limits (so no card can forget vigilancias or disagree with the limits the
 * server applies): saved ads, followed advertisers, vigilancias and how often they run, 'Analizar con IA'.
 */
export function planAllowances(plan: PlanLimitsView): PlanAllowance[] {
  const capped = (limit: number | null, one: string, many: string, unlimited: string, none: string): PlanAllowance =>
    limit === 0 ? { text: none, included: false } : { text: limit === null ? unlimited : pluralize(limit, one, many), included: true };
  return [
    capped(plan.savedAdsLimit, "anuncio guardado", "anuncios guardados", "Anuncios guardados ilimitados", "Sin anuncios guardados"),
    capped(
      plan.trackedAdvertisersLimit,
      "anunciante en seguimiento",
      "anunciantes en seguimiento",
      "Anunciantes en seguimiento ilimitados",
      "Sin anunciantes en seguimiento",
    ),
    plan.maxWatches > 0
      ? {
          text: `${pluralize(plan.maxWatches, "vigilancia", "vigilancias")}, ${plan.watchMinIntervalHours <= 6 ? "revisión cada 6 horas" : "revisión diaria"}`,
          included: true,
        }
      : { text: "Sin vigilancias", included: false },
    plan.aiAnalysesLimit > 0
      ? { text: `${pluralize(plan.aiAnalysesLimit, "análisis", "análisis")} con IA al mes`, included: true }
      : { text: "Sin análisis con IA", included: false },
  ];
}

/**
 * The plan's own feature lines that say something the allowances and the monthly ads do not: the seeded
 * texts ('200 anuncios guardados', '2.000 anuncios al mes') would repeat them.
 */
export function extraFeatures(plan: PlanLimitsView & { features: readonly string[] }): string[] {
  const said = new Set(
    [...planAllowances(plan).map((a) => a.text), `${formatNumber(plan.adsLimit)} anuncios al mes`].map((t) => t.toLocaleLowerCase("es")),
  );
  return plan.features.filter((f) => !said.has(f.trim().toLocaleLowerCase("es")));
}
