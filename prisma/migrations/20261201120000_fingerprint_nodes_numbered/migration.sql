-- A fingerprint's level-1 node ("ProductNode", "f" + the thumbnail's 64-character hash) said what its
-- thumbnail's cluster number already says (migration 20261201000000): the group the thumbnail is in. The
-- clustering job read and inserted one such node per thumbnail of every page, in a table of one row per
-- thumbnail with 65-character keys in two indexes. The numbers are now the only record: the job takes a
-- page's thumbnails' groups from their numbers (docs/creative-fingerprints.md §4), and the level-1 nodes
-- left are the copies' ("t" + text key).

-- Every node's thumbnail carries a number of the node's group first. The job numbers each thumbnail it
-- groups since that migration, which numbered the ones before it; these statements change nothing then,
-- and keep the groups whole if a row was missed.
INSERT INTO "ClusterNumber" ("groupId")
SELECT DISTINCT n."groupId" FROM "ProductNode" n
  JOIN "CreativeFingerprint" f ON f."thumbnailHash" = substr(n."key", 2)
WHERE n."level" = 1 AND n."key" LIKE 'f%' AND f."cluster" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "ClusterNumber" c WHERE c."groupId" = n."groupId")
ORDER BY 1;
CREATE TEMP TABLE "cluster_of" AS
SELECT substr(n."key", 2) AS "thumbnailHash", min(c."number") AS "number"
FROM "ProductNode" n
  JOIN "CreativeFingerprint" f ON f."thumbnailHash" = substr(n."key", 2)
  JOIN "ClusterNumber" c ON c."groupId" = n."groupId"
WHERE n."level" = 1 AND n."key" LIKE 'f%' AND f."cluster" IS NULL
GROUP BY 1;
UPDATE "CreativeFingerprint" f SET "cluster" = o."number" FROM "cluster_of" o WHERE f."thumbnailHash" = o."thumbnailHash";
UPDATE "CreativeFingerprintMask" f SET "cluster" = o."number" FROM "cluster_of" o
WHERE f."thumbnailHash" = o."thumbnailHash" AND f."crop" = 0 AND f."cluster" IS NULL;
DROP TABLE "cluster_of";

DELETE FROM "ProductNode" WHERE "level" = 1 AND "key" LIKE 'f%';
ANALYZE "ProductNode";
ANALYZE "ClusterNumber";
