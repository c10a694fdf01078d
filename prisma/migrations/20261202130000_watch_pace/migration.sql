-- A deleted watch's last run, per user and query (docs/watches.md): a watch of the same search created
-- again starts from it, so deleting and re-creating a watch does not run it sooner than the plan allows.
CREATE TABLE "WatchPace" (
    "userId" TEXT NOT NULL,
    "queryKey" TEXT NOT NULL,
    "lastWindow" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WatchPace_pkey" PRIMARY KEY ("userId","queryKey")
);

-- CreateIndex
CREATE INDEX "WatchPace_at_idx" ON "WatchPace"("at");

-- AddForeignKey
ALTER TABLE "WatchPace" ADD CONSTRAINT "WatchPace_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
