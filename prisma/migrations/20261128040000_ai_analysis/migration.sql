-- 'Analizar con IA': one shared analysis per ad and model version, the plans' monthly cap of analyses,
-- video transcripts kept with the archive record, and the watches' 'Incluir análisis IA' option.
-- AlterTable
ALTER TABLE "Ad" ADD COLUMN     "transcript" TEXT,
ADD COLUMN     "transcriptAt" TIMESTAMP(3),
ADD COLUMN     "transcriptStatus" TEXT;

-- AlterTable
ALTER TABLE "Plan" ADD COLUMN     "aiAnalysesLimit" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Watch" ADD COLUMN     "includeAnalysis" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "AdAnalysis" (
    "adId" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "textHash" TEXT NOT NULL,
    "result" JSONB NOT NULL,
    "userId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdAnalysis_pkey" PRIMARY KEY ("adId","model")
);

-- AddForeignKey
ALTER TABLE "AdAnalysis" ADD CONSTRAINT "AdAnalysis_adId_fkey" FOREIGN KEY ("adId") REFERENCES "Ad"("id") ON DELETE CASCADE ON UPDATE CASCADE;



-- The seeded plans get their caps (the seed never overwrites plans admins may have edited).
UPDATE "Plan" SET "aiAnalysesLimit" = CASE "type"
  WHEN 'free' THEN 3 WHEN 'pioneros' THEN 30 WHEN 'tactico' THEN 100 WHEN 'conquista' THEN 300 WHEN 'imperio' THEN 1000 ELSE 0 END;
