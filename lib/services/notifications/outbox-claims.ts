import "server-only";
import { db } from "@/lib/db";
import type { SendOutcome } from "./send-telegram";

/** A claimed watch message with everything its send needs, read in the claim's one statement. */
export type ClaimedMessage = {
  id: string;
  watchId: string;
  userId: string;
  blocks: string[];
  adIds: string[];
  createdAt: Date;
  telegramId: string | null;
  telegramBlockedAt: Date | null;
  timeZone: string | null;
  browserTimeZone: string | null;
  /** The kept thumbnails of the message's photo ads, in order, as "adId hash". */
  photos: string[];
  /** The parts of its split text an earlier attempt got through: the send resumes after them. */
  sentParts: number;
};

/**
 * Claims up to `limit` due messages for this holder (`queued → sending`) and returns them with their
 * recipient. Chats are interleaved: every chat's first due message comes before any chat's second, so a
 * user with a hundred watches does not fill the batch with messages Telegram lets through one a second.
 * Rows left 'sending' by a holder whose lease ran out (a node that died mid-batch) are taken back, except
 * those this holder still has in hand (`mine`): the lease is ours, so nobody else is sending them.
 */
export async function claimMessages(now: Date, limit: number, leaseSeconds: number, mine: string[]): Promise<ClaimedMessage[]> {
  return db.$queryRaw<ClaimedMessage[]>`
    WITH due AS (
      SELECT "id", "sendAfter", row_number() OVER (PARTITION BY "userId" ORDER BY "sendAfter", "id") AS turn
      FROM "WatchMessage"
      WHERE (("status" = 'queued' AND "sendAfter" <= ${now})
          OR ("status" = 'sending' AND "claimedAt" < now() - make_interval(secs => ${leaseSeconds})))
        AND "id" <> ALL(${mine}::text[])
    ), picked AS (
      SELECT m."id" FROM "WatchMessage" m JOIN due ON due."id" = m."id"
      WHERE (m."status" = 'queued' AND m."sendAfter" <= ${now})
         OR (m."status" = 'sending' AND m."claimedAt" < now() - make_interval(secs => ${leaseSeconds}))
      ORDER BY due.turn, due."sendAfter", m."id"
      LIMIT ${limit}
      FOR UPDATE OF m SKIP LOCKED
    )
    UPDATE "WatchMessage" m SET "status" = 'sending', "claimedAt" = now()
    FROM picked, "User" u
    WHERE m."id" = picked."id" AND u."id" = m."userId"
    RETURNING m."id", m."watchId", m."userId", m."blocks", m."adIds", m."createdAt", m."sentParts", u."telegramId", u."telegramBlockedAt", u."timeZone", u."browserTimeZone",
      ARRAY(
        SELECT a."id" || ' ' || a."thumbnailHash"
        FROM unnest(m."photoAdIds") WITH ORDINALITY p("adId", n) JOIN "Ad" a ON a."id" = p."adId"
        WHERE a."thumbnailHash" IS NOT NULL ORDER BY p.n
      ) AS "photos"`;
}

/** What became of one claimed message: sent (or refused for good), or back to the queue until `retryAt`. */
export type MessageOutcome = {
  id: string;
  status: SendOutcome;
  retryAt: Date | null;
  /** The parts Telegram has taken, kept for the retry. */
  sentParts: number;
  at: Date;
  log: { userId: string; refId: string; status: SendOutcome; message: string; chatId: string | null } | null;
};

/**
 * Writes the outcomes of many sends in two statements: the messages' new status (or their return to the
 * queue) and their NotificationLog rows. One round trip per send, on the pool the deliveries share,
 * held each message's place in flight longer than its send did.
 */
export async function recordOutcomes(outcomes: MessageOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  await db.$transaction([
    db.$executeRaw`
      UPDATE "WatchMessage" m SET
        "status" = CASE WHEN o."retryAt" IS NULL THEN o."status" ELSE 'queued' END,
        "sendAfter" = COALESCE(o."retryAt", m."sendAfter"),
        "claimedAt" = CASE WHEN o."retryAt" IS NULL THEN m."claimedAt" END,
        "sentAt" = CASE WHEN o."retryAt" IS NULL THEN o."at" ELSE m."sentAt" END,
        "sentParts" = GREATEST(m."sentParts", o."sentParts")
      FROM unnest(${outcomes.map((o) => o.id)}::text[], ${outcomes.map((o) => o.status)}::text[],
        ${outcomes.map((o) => iso(o.retryAt))}::timestamp(3)[], ${outcomes.map((o) => iso(o.at))}::timestamp(3)[],
        ${outcomes.map((o) => o.sentParts)}::int[])
        AS o("id", "status", "retryAt", "at", "sentParts")
      WHERE m."id" = o."id" AND m."status" = 'sending'`,
    db.notificationLog.createMany({
      data: outcomes.flatMap((o) => (o.log ? [{ ...o.log, kind: "watch", sentAt: o.at }] : [])),
    }),
  ]);
}
