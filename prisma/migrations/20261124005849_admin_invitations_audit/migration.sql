-- Invitations may now allow several registrations: each one becomes an InvitationUse row.
-- CreateTable

CREATE TABLE "InvitationUse" (
    "id" TEXT NOT NULL,
    "invitationId" TEXT NOT NULL,
    "userId" TEXT,
    "usedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InvitationUse_pkey" PRIMARY KEY ("id")
);

-- Keep who used each existing invitation, and when, before the old columns go.
INSERT INTO "InvitationUse" ("id", "invitationId", "userId", "usedAt")
SELECT 'use_' || "id", "id", "usedById", "usedAt" FROM "Invitation" WHERE "usedAt" IS NOT NULL;

-- DropForeignKey
ALTER TABLE "Invitation" DROP CONSTRAINT "Invitation_usedById_fkey";

-- DropIndex
DROP INDEX "Invitation_usedById_key";

-- AlterTable
ALTER TABLE "Invitation" DROP COLUMN "usedAt",
DROP COLUMN "usedById",
ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "maxUses" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "note" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "revokedAt" TIMESTAMP(3),
ADD COLUMN     "useCount" INTEGER NOT NULL DEFAULT 0;

UPDATE "Invitation" i SET "useCount" = (SELECT count(*) FROM "InvitationUse" u WHERE u."invitationId" = i."id");


-- CreateTable
CREATE TABLE "AdminAuditEntry" (
    "id" TEXT NOT NULL,
    "actorId" TEXT,
    "targetId" TEXT,
    "action" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdminAuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "InvitationUse_userId_key" ON "InvitationUse"("userId");

-- CreateIndex
CREATE INDEX "InvitationUse_invitationId_usedAt_idx" ON "InvitationUse"("invitationId", "usedAt");

-- CreateIndex
CREATE INDEX "AdminAuditEntry_targetId_at_idx" ON "AdminAuditEntry"("targetId", "at" DESC);

-- AddForeignKey
ALTER TABLE "InvitationUse" ADD CONSTRAINT "InvitationUse_invitationId_fkey" FOREIGN KEY ("invitationId") REFERENCES "Invitation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvitationUse" ADD CONSTRAINT "InvitationUse_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminAuditEntry" ADD CONSTRAINT "AdminAuditEntry_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminAuditEntry" ADD CONSTRAINT "AdminAuditEntry_targetId_fkey" FOREIGN KEY ("targetId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
