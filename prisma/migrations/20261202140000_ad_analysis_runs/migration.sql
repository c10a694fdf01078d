-- One model run per ad and model version at a time (docs/product.md §"Analizar con IA"): the request that
-- runs the model holds this row, not a transaction, so no database connection waits on the model; the
-- others poll for its answer. A claim older than a run can last is taken over.
CREATE TABLE "AdAnalysisRun" (
    "adId" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AdAnalysisRun_pkey" PRIMARY KEY ("adId","model")
);
