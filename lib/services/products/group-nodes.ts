import "server-only";
import type { Prisma } from "@/lib/db";

/**
 * The two groupings of the products (docs/product.md §Productos) as one union-find kept in
 * ProductNode. Level 1 joins fingerprints ("f" + thumbnail hash) and copies ("t" + text key) into
 * clusters of the same creative; level 2 joins clusters ("c" + cluster id) and product pages
 * ("s" + path) into products. A group's id is the smallest key it holds, so the same edges give the
 * same groups whatever order they arrived in (the job may run twice at once, or ads arrive out of order).
 */
export type GroupLevel = 1 | 2;

export type Union = {
  /** The group all the keys now belong to. */
  groupId: string;
  /** Groups that were merged into it and no longer exist. */
  absorbed: string[];
};

/** Joins `keys` into one group, creating the nodes that are new. Callers hold the products' lock. */
export async function unionKeys(tx: Prisma.TransactionClient, level: GroupLevel, keys: readonly string[]): Promise<Union> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) throw new Error("unionKeys needs a key");
  const known = await tx.$queryRaw<{ key: string; groupId: string }[]>`
    SELECT "key", "groupId" FROM "ProductNode" WHERE "level" = ${level} AND "key" = ANY(${unique}::text[])`;
  const groups = [...new Set(known.map((k) => k.groupId))];
  const groupId = [...groups, ...unique].reduce((min, k) => (k < min ? k : min));
  const absorbed = groups.filter((g) => g !== groupId);
  if (absorbed.length > 0) {
    await tx.$executeRaw`
      UPDATE "ProductNode" SET "groupId" = ${groupId} WHERE "level" = ${level} AND "groupId" = ANY(${absorbed}::text[])`;
  }
  const fresh = unique.filter((k) => !known.some((n) => n.key === k));
  // A node that was its group's smallest key keeps the group's id when the group is renamed: ids only
  // ever move to a smaller key, never away from one that exists.
  if (fresh.length > 0) {
    await tx.$executeRaw`
      INSERT INTO "ProductNode" ("level", "key", "groupId")
      SELECT ${level}, k, ${groupId} FROM unnest(${fresh}::text[]) AS k
      ON CONFLICT ("level", "key") DO UPDATE SET "groupId" = EXCLUDED."groupId"`;
  }
  return { groupId, absorbed };
}
