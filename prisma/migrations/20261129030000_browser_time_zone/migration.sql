-- The browser's zone, kept for the jobs and Telegram until the user chooses one ("timeZone").
ALTER TABLE "User" ADD COLUMN "browserTimeZone" TEXT;
