import "server-only";
import type { Prisma } from "@/lib/db";

/**
 * The two groupings of the products (docs/product.md §Productos) as one union-find kept in
 * ProductNode. Level 1 joins fingerprints ("f" + thumbnail hash) and copies ("t" + text key) into
 * clusters of the same creative; level 2 joins clusters ("c" + cluster id) and product pages
 * ("s" + path) into products. A group's id is the smallest key it holds, so the same edges give the
 * same groups whatever order they arrived in (the job may run twice at once, or ads arrive out of order).
 *
 * A fingerprint's node is not a ProductNode row: its thumbnail's number (cluster-numbers.ts) already
 * says its group, so the caller hands those keys over with their groups, read with the thumbnails.
 */
export type GroupLevel = 1 | 2;

type Unions = {
  /** The group each key given now belongs to. */
  groupOf: ReadonlyMap<string, string>;
  /** Groups merged into another, which no longer exist → the group they joined. */
  absorbed: ReadonlyMap<string, string>;
};

/** A union-find over strings, in memory: each component's id is its smallest member. */
class Components {
  private parent = new Map<string, string>();

  find(x: string): string {
    let root = x;
    for (let up = this.parent.get(root); up !== undefined && up !== root; up = this.parent.get(root)) root = up;
    // Path compression: the next find of any of these is one step.
    for (let k = x; k !== root;) {
      const up = this.parent.get(k)!;
      this.parent.set(k, root);
      k = up;
    }
    return root;
  }

  union(a: string, b: string): void {
    const [ra, rb] = [this.find(a), this.find(b)];
    if (ra === rb) return;
    // The smaller string is the root, so a component's root is its smallest member.
    if (ra < rb) this.parent.set(rb, ra);
    else this.parent.set(ra, rb);
  }
}

/**
 * Joins the keys of each set into one group, for a whole batch at once: one read of the nodes the keys
 * already have, the union-find in memory, then one update of the merged groups' nodes and one insert of
 * the new keys. The same sets joined one by one (or in any order) leave the same groups. Callers hold
 * the products' lock.
 *
 * `given` holds the keys whose group is kept outside ProductNode (a fingerprint's, by its thumbnail's
 * number; or a group's own id, read from there): their group, or null for a key in no group yet. They are
 * neither read nor inserted here; the caller records the new ones' groups (numberClustersSql).
 */
export async function unionSets(
  tx: Prisma.TransactionClient,
  level: GroupLevel,
  sets: readonly (readonly string[])[],
  given: ReadonlyMap<string, string | null> = new Map(),
): Promise<Unions> {
  const keys = [...new Set(sets.flat())];
  if (keys.length === 0) return { groupOf: new Map(), absorbed: new Map() };
  const stored = keys.filter((k) => !given.has(k));
  const known = [
    ...(stored.length > 0
      ? await tx.$queryRaw<{ key: string; groupId: string }[]>`
          SELECT "key", "groupId" FROM "ProductNode" WHERE "level" = ${level} AND "key" = ANY(${stored}::text[])`
      : []),
    ...keys.flatMap((key) => {
      const groupId = given.get(key);
      return groupId == null ? [] : [{ key, groupId }];
    }),
  ];
  const parts = new Components();
  // A known key stands for its whole stored group, whose id is that group's smallest key.
  for (const k of known) parts.union(k.key, k.groupId);
  for (const set of sets) for (const k of set.slice(1)) parts.union(set[0], k);
  const groupOf = new Map(keys.map((k) => [k, parts.find(k)]));
  const absorbed = new Map<string, string>();
  for (const g of new Set(known.map((k) => k.groupId))) if (parts.find(g) !== g) absorbed.set(g, parts.find(g));
  if (absorbed.size > 0) {
    await tx.$executeRaw`
      UPDATE "ProductNode" n SET "groupId" = m."to"
      FROM unnest(${[...absorbed.keys()]}::text[], ${[...absorbed.values()]}::text[]) AS m("from", "to")
      WHERE n."level" = ${level} AND n."groupId" = m."from"`;
  }
  const knownKeys = new Set(known.map((k) => k.key));
  const fresh = stored.filter((k) => !knownKeys.has(k));
  // A node that was its group's smallest key keeps the group's id when the group is renamed: ids only
  // ever move to a smaller key, never away from one that exists.
  if (fresh.length > 0) {
    await tx.$executeRaw`
      INSERT INTO "ProductNode" ("level", "key", "groupId")
      SELECT ${level}, k, g FROM unnest(${fresh}::text[], ${fresh.map((k) => groupOf.get(k)!)}::text[]) AS f(k, g)
      ON CONFLICT ("level", "key") DO UPDATE SET "groupId" = EXCLUDED."groupId"`;
  }
  return { groupOf, absorbed };
}
