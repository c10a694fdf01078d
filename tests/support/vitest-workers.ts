import { availableParallelism } from "node:os";

/**
 * vitest's workers, for both tiers. Its default leaves one core idle (cores − 1: a single worker on CI's
 * 2 cores), while integration files spend much of their time waiting on PostgreSQL; two run side by side
 * on 2 cores, each on its own database. VITEST_MAX_WORKERS overrides it.
 */
export const VITEST_WORKERS = Number(process.env.VITEST_MAX_WORKERS) || Math.min(4, Math.max(2, availableParallelism()));
