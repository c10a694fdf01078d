// The owner's world for the access matrix, built in two steps so that another user's reply can be
// compared with a fresh user's on the same data: `baseWorld` writes what everyone shares (an archived ad,
// its advertiser, a product and its store) and four accounts; `addOwnerRows` (access-owner-rows.ts) then
// writes the owner's private rows, under ids chosen here. Each private row carries a marker string no
// other row in the database has, so "no string of the owner leaks" is a plain substring check.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { issueApiToken } from "@/lib/auth/tokens";
import type { NormalizedAd } from "@/lib/providers/types";
import { createAd } from "./library";
import { addOwnerRows } from "./access-owner-rows";

export type Identity = "anonymous" | "owner" | "other" | "admin";
export const IDENTITIES: readonly Identity[] = ["anonymous", "owner", "other", "admin"];

type Account = { id: string; token: string; email: string };

export type World = {
  owner: Account;
  other: Account;
  /** A second stranger, twin of `other`: the baseline caller, before the owner's rows exist. */
  fresh: Account;
  admin: Account;
  /** An archived ad (shared by everyone) and its advertiser's page id. */
  adId: string;
  pageId: string;
  /** An ad the matrix's search bodies return (the demo provider's): the owner saved it and follows its page. */
  searchAd: NormalizedAd;
  /** A product made of the archived ad, sold by `storeDomain`; the owner follows it. */
  productId: string;
  storeDomain: string;
  savedAdId: string;
  trackedId: string;
  completeSearchId: string;
  historyId: string;
  watchId: string;
  feedItemId: string;
  tag: string;
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

async function identity(role: "user" | "admin", extra: { telegramId?: string; telegramUsername?: string } = {}): Promise<Account> {
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
  return { id: user.id, email: user.email, token: await issueApiToken({ userId: user.id, sessionVersion: 0 }) };
}

/** A row id of the cuid shape, chosen before the row exists. */
const rowId = () => `c${randomBytes(12).toString("hex")}`;

/**
 * The shared data and the accounts, without the owner's private rows. `searchAd` is an ad the search
 * bodies of the rules return (the matrix finds it once); by default the world's own archived ad.
 */
export async function baseWorld(searchAd?: NormalizedAd): Promise<World> {
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
  const storeDomain = `tienda-matriz-${tag}.example`;
  const productId = `p${tag}${randomBytes(3).toString("hex").slice(0, 5)}`; // p + 15 hex digits
  // The picture's link is the ad's (shared archive data), not the owner's: only the kept copy is theirs.
  const [owner, other, fresh, admin, ad] = await Promise.all([
    identity("user", { telegramId: `9${parseInt(tag, 16)}`.slice(0, 12), telegramUsername: markers.telegramUsername }),
    identity("user"),
    identity("user"),
    identity("admin"),
    createAd({
      pageName: "Tienda Matriz",
      images: [`https://scontent.fbcdn.net/guardada-${tag}.png`],
      linkUrl: `https://${storeDomain}/products/crema`,
    }),
  ]);
  const now = new Date();
  await db.product.create({
    data: {
      id: productId,
      name: `Crema Matriz ${tag}`,
      exampleAdId: ad.id,
      adCount: 1,
      storeCount: 1,
      advertiserCount: 1,
      clusterCount: 1,
      countryCount: 1,
      countries: ["CO"],
      countryPath: [{ country: "CO", firstSeenAt: now.toISOString() }],
      platforms: ["facebook"],
      prices: [],
      firstSeenAt: now,
      lastSeenAt: now,
      newStores7d: 1,
      newCountries7d: 1,
      momentum: 1,
      signalShop: true,
      signalCod: false,
      signalWhatsApp: false,
      saturation: "NUEVO",
      computedAt: now,
      // The page's figures as the job keeps them: without them the page would recompute the product,
      // and one store is not a listed product.
      creatives: [],
      stores: [
        {
          domain: storeDomain,
          platform: null,
          url: `https://${storeDomain}/products/crema`,
          pages: 1,
          ads: 1,
          firstSeenAt: now.toISOString(),
          prices: [],
        },
      ],
      weeks: [],
      recentAdIds: [ad.id],
    },
  });
  await db.adGroup.create({ data: { adId: ad.id, productId, clusterId: `k${tag}`, firstSeenAt: now } });
  await db.adStore.create({ data: { adId: ad.id, domain: storeDomain, url: `https://${storeDomain}/products/crema`, pageId: ad.page_id } });
  return {
    owner,
    other,
    fresh,
    admin,
    adId: ad.id,
    pageId: ad.page_id,
    searchAd: searchAd ?? (ad as unknown as NormalizedAd),
    productId,
    storeDomain,
    savedAdId: rowId(),
    trackedId: rowId(),
    completeSearchId: rowId(),
    historyId: rowId(),
    watchId: rowId(),
    feedItemId: rowId(),
    tag,
    markers,
  };
}

/** A world whose owner already has every private row. */
export async function buildWorld(searchAd?: NormalizedAd): Promise<World> {
  const w = await baseWorld(searchAd);
  await addOwnerRows(w);
  return w;
}

/** Deletes the world's accounts and, through them, every row they own. */
export async function dropAccounts(w: World): Promise<void> {
  await db.user.deleteMany({ where: { id: { in: [w.owner.id, w.other.id, w.fresh.id, w.admin.id] } } });
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
    db.productWatch.findMany({ where: { userId }, orderBy: { productId: "asc" } }),
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
