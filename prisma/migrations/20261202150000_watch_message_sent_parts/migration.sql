-- A watch message longer than Telegram's limit goes out in parts. When a later part fails, the retry
-- starts from the first part not delivered, instead of sending the chat the earlier parts again.
ALTER TABLE "WatchMessage" ADD COLUMN "sentParts" INTEGER NOT NULL DEFAULT 0;
