-- What several app nodes on one database must share beyond the rows they already share: the in-process
-- scheduler's claim on each job's due moment, and the image proxy's fetches in progress per user.

-- CreateTable
CREATE TABLE "JobClaim" (
    "job" TEXT NOT NULL,
    "dueAt" TIMESTAMPTZ(3) NOT NULL,
    "node" TEXT NOT NULL,
    "claimedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JobClaim_pkey" PRIMARY KEY ("job")
);

-- CreateTable
CREATE TABLE "ImageFetchLease" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ImageFetchLease_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ImageFetchLease_userId_idx" ON "ImageFetchLease"("userId");

-- Takes one of the user's `p_max` image-fetch slots for `p_seconds`, or answers false when all are
-- taken. The user's transaction-scoped advisory lock queues concurrent takers (on any node) for the
-- statement's length only, and a VOLATILE function's statements each take a fresh snapshot, so the
-- count after the lock sees the leases the previous taker committed. Lapsed leases (a node that died
-- mid-fetch) are dropped on the way.
CREATE FUNCTION adradar_take_image_slot(p_user TEXT, p_lease TEXT, p_max INT, p_seconds INT) RETURNS BOOLEAN
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('image-fetch:' || p_user, 0));
  DELETE FROM "ImageFetchLease" WHERE "userId" = p_user AND "expiresAt" <= clock_timestamp();
  IF (SELECT count(*) FROM "ImageFetchLease" WHERE "userId" = p_user) >= p_max THEN
    RETURN FALSE;
  END IF;
  INSERT INTO "ImageFetchLease" ("id", "userId", "expiresAt")
  VALUES (p_lease, p_user, clock_timestamp() + make_interval(secs => p_seconds));
  RETURN TRUE;
END
$$;
