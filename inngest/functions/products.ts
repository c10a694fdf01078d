import { defineJob } from "@/inngest/define-job";
import { eventTime, type JobContext } from "@/inngest/job";
import { clusterPendingAds } from "@/lib/services/products/cluster-ads";
import { refreshAgingProducts } from "@/lib/services/products/product-figures";

/**
 * Every 10 minutes: the new ads and thumbnails join their creative clusters and products, and the
 * products whose 7-day figures age are recomputed. Idempotent and safe to run twice at once (the
 * grouping takes a PostgreSQL advisory lock per batch; groups do not depend on arrival order).
 */
export async function clusterProductsBody({ event, step }: JobContext) {
  const grouped = await step.run("cluster-ads", () => clusterPendingAds());
  const refreshed = await step.run("refresh-aging", () => refreshAgingProducts(eventTime(event)));
  return { ...grouped, refreshed };
}

export const clusterProducts = defineJob({
  id: "cluster-products",
  command: "products",
  trigger: { cron: "*/10 * * * *" },
  options: { name: "Cluster creatives into products" },
  body: clusterProductsBody,
});
