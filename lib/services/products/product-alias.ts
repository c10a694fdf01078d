import "server-only";
import { db, type Prisma } from "@/lib/db";

/**
 * A product merged into another keeps its address: its id becomes an alias of the product that absorbed
 * it, and aliases that named it follow, so `toId` is always a product that exists. In the grouping's
 * transaction, with the merge.
 */
export async function recordProductAliases(tx: Prisma.TransactionClient, merged: ReadonlyMap<string, string>): Promise<void> {
  const [from, to] = [[...merged.keys()], [...merged.values()]];
  await tx.$executeRaw`
    WITH m AS (SELECT * FROM unnest(${from}::text[], ${to}::text[]) AS m("from", "to"))
    UPDATE "ProductAlias" a SET "toId" = m."to" FROM m WHERE a."toId" = m."from"`;
  await tx.$executeRaw`
    INSERT INTO "ProductAlias" ("fromId", "toId")
    SELECT * FROM unnest(${from}::text[], ${to}::text[]) ORDER BY 1
    ON CONFLICT ("fromId") DO UPDATE SET "toId" = EXCLUDED."toId"`;
}

/**
 * The product an id names now: itself while its row exists, else the product it merged into (its
 * alias), else null. A product listed again under an id once merged away is itself again.
 */
export async function currentProductId(id: string, client: Pick<Prisma.TransactionClient, "$queryRaw"> = db): Promise<string | null> {
  const [row] = await client.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Product" WHERE "id" = ${id}
    UNION ALL (SELECT a."toId" FROM "ProductAlias" a JOIN "Product" p ON p."id" = a."toId" WHERE a."fromId" = ${id})
    LIMIT 1`;
  return row?.id ?? null;
}
