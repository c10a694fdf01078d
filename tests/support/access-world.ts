// The owner's world for the access matrix: one user's private rows, each carrying a marker string no
// other row in the database has, so "nothing of the owner leaks" is a plain substring check on a reply.
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { issueApiToken } from "@/lib/auth/tokens";
import { mediaStore } from "@/lib/services/images/media-store";
import { createAd, PNG } from "./library";

export type Identity = "anonymous" | "owner" | "other" | "admin";
export const IDENTITIES: readonly Identity[] = ["anonymous", "owner", "other", "admin"];

export type World = {
  owner: { id: string; token: string };
  other: { id: string; token: string };
  admin: { id: string; token: string };
  /** An archived ad (shared by everyone) and its advertiser's page id. */
  adId: string;
  pageId: string;
  savedAdId: string;
  trackedId: string;
  completeSearchId: string;
  historyId: string;
  watchId: string;
  feedItemId: string;
  /** Strings only the owner's private rows contain. */
  markers: {
    notes: string;
    tag: string;
    collection: string;
    trackedNotes: string;
    searchName: string;
    historyTerm: string;
    /** The linked chat's @username, which the settings show ('Conectado como @…'). */
    telegramUsername: string;
    watchName: string;
    feedTitle: string;
  };
};

export type MarkerKey = keyof World["markers"];

// One argon2 hash for every identity: hashing per user would cost seconds over the matrix.
const PASSWORD_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$0000000000000000000000000000000000000000000";

async function identity(role: "user" | "admin", extra: { telegramId?: string; telegramUsername?: string } = {}) {
  const user = await db.user.create({
    data: {
      name: "Matriz",
      email: `matriz-${randomBytes(6).toString("hex")}@prueba.test`,
      passwordHash: PASSWORD_HASH,
      role,
      planType: "pioneros",
      ...extra,
    },
  });
  return { id: user.id, token: await issueApiToken({ userId: user.id, sessionVersion: 0 }) };
}

/** A fresh owner with a saved ad (and its kept picture), a tracking, a complete search, a history entry and settings. */
export async function buildWorld(): Promise<World> {
  const tag = randomBytes(5).toString("hex");
  const markers: World["markers"] = {
    notes: `NOTA-PRIVADA-${tag}`,
    tag: `etiqueta-${tag}`,
    collection: `COLECCION-${tag}`,
    trackedNotes: `SEGUIMIENTO-${tag}`,
    searchName: `BUSQUEDA-${tag}`,
    historyTerm: `termino-${tag}`,
    telegramUsername: `tg_${tag}`,
    watchName: `VIGILANCIA-${tag}`,
    feedTitle: `NOVEDAD-${tag}`,
  };
  // The picture's link is the ad's (shared archive data), not the owner's: only the kept copy is theirs.
  const mediaSource = `https://scontent.fbcdn.net/guardada-${tag}.png`;
  const [owner, other, admin] = await Promise.all([
    identity("user", { telegramId: `9${parseInt(tag, 16)}`.slice(0, 12), telegramUsername: markers.telegramUsername }),
    identity("user"),
    identity("admin"),
  ]);
  const ad = await createAd({ pageName: "Tienda Matriz", images: [mediaSource] });

  const saved = await db.savedAd.create({
    data: {
      userId: owner.id,
      adId: ad.id,
      adData: ad,
      notes: markers.notes,
      tags: [markers.tag],
      collection: markers.collection,
      pageName: ad.page_name,
      searchText: `${ad.page_name} ${markers.notes}`.toLowerCase(),
    },
  });
  const hash = createHash("sha256").update(PNG).digest("hex");
  await mediaStore().put(hash, PNG, "image/png");
  await db.savedAdMedia.create({
    data: { savedAdId: saved.id, position: 0, role: "image", sourceUrl: mediaSource, hash, contentType: "image/png" },
  });
  const tracked = await db.trackedAdvertiser.create({
    data: { userId: owner.id, pageId: ad.page_id, pageName: ad.page_name, pageCategories: [], notes: markers.trackedNotes },
  });
  const params = {
    value: markers.historyTerm,
    searchType: "keyword",
    country: "ES",
    minDays: 0,
    adType: "ALL",
    mediaType: "ALL",
    searchPhraseType: "unordered",
    languages: [],
  };
  const complete = await db.completeSearch.create({
    data: {
      userId: owner.id,
      searchName: markers.searchName,
      params,
      adIds: [ad.id],
      totalResults: 1,
      country: "ES",
      source: "demo",
      paramsKey: `matriz-${tag}`,
    },
  });
  const history = await db.searchHistoryEntry.create({
    data: {
      userId: owner.id,
      searchType: "keyword",
      value: markers.historyTerm,
      country: "ES",
      minDays: 0,
      adType: "ALL",
      mediaType: "ALL",
      searchPhraseType: "unordered",
      languages: [],
      totalAds: 1,
    },
  });
  const watch = await db.watch.create({
    data: { userId: owner.id, name: markers.watchName, params, queryKey: `matriz-${tag}` },
  });
  const feedItem = await db.feedItem.create({
    data: {
      userId: owner.id,
      kind: "watch",
      watchId: watch.id,
      watchName: markers.watchName,
      title: markers.feedTitle,
      refKey: `matriz-${tag}`,
    },
  });
  return {
    owner,
    other,
    admin,
    adId: ad.id,
    pageId: ad.page_id,
    savedAdId: saved.id,
    trackedId: tracked.id,
    completeSearchId: complete.id,
    historyId: history.id,
    watchId: watch.id,
    feedItemId: feedItem.id,
    markers,
  };
}

/**
 * Everything of the owner another user's request could change, as one comparable string. It includes
 * the complete search's access count: a read by someone else must not even count as a visit.
 */
export async function ownerState(w: World): Promise<string> {
  const userId = w.owner.id;
  const rows = await Promise.all([
    db.savedAd.findMany({ where: { userId }, orderBy: { id: "asc" }, include: { media: { orderBy: { position: "asc" } } } }),
    db.trackedAdvertiser.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.completeSearch.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.searchHistoryEntry.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.watch.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.feedItem.findMany({ where: { userId }, orderBy: { id: "asc" } }),
    db.user.findUnique({
      where: { id: userId },
      select: {
        email: true,
        name: true,
        role: true,
        planType: true,
        telegramId: true,
        analysisTime: true,
        timeZone: true,
        sessionVersion: true,
        passwordHash: true,
        mustChangePassword: true,
        adsFetched: true,
        searchesPerformed: true,
      },
    }),
  ]);
  return JSON.stringify(rows);
}
