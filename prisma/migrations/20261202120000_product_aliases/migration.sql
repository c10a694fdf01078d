-- Products merged into another keep their address (docs/product.md §Productos): a link in an alert, the
-- feed or a bookmark to a product that has since merged leads to the product that absorbed it. One row
-- per absorbed id, always naming the product that holds its ads now (chains are shortened at each merge).
CREATE TABLE "ProductAlias" (
    "fromId" TEXT NOT NULL,
    "toId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductAlias_pkey" PRIMARY KEY ("fromId")
);

-- CreateIndex
CREATE INDEX "ProductAlias_toId_idx" ON "ProductAlias"("toId");
