import { defineJob } from "@/inngest/define-job";
import { eventTime, type JobContext } from "@/inngest/job";
import { clusterPendingAds } from "@/lib/services/products/cluster-ads";
import { markAgingProducts, refreshDirtyProducts } from "@/lib/services/products/product-refresh";

/**
 * Every 10 minutes: the new ads and thumbnails join their creative clusters and products (the grouping
 * marks the products it touched), the products whose 7-day figures age are marked too, then each marked
 * product's figures are recomputed once and its followers told. Idempotent and safe to run twice at once
 * (the grouping takes a PostgreSQL advisory lock per batch and groups do not depend on arrival order; the
 * refresh takes each product under its mark's row lock).
 */
export async function clusterProductsBody({ event, step }: JobContext) {
  const grouped = await step.run("cluster-ads", () => clusterPendingAds());
  const aging = await step.run("mark-aging", () => markAgingProducts(eventTime(event)));
  const refreshed = await step.run("refresh-products", () => refreshDirtyProducts({ now: eventTime(event) }));
  return { ...grouped, aging, ...refreshed };
}

export const clusterProducts = defineJob({
  id: "cluster-products",
  command: "products",
  trigger: { cron: "*/10 * * * *" },
  options: { name: "Cluster creatives into products" },
  body: clusterProductsBody,
});
