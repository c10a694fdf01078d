import "server-only";
/**
 * A counter this process bumps whenever it writes something a search reply is built from: an ad's
 * stored copy or daily point (store-ads), an advertiser's active-ads count or snapshot, a kept
 * thumbnail. The prepared search pages (lib/services/search/prepared-pages.ts) are only served while
 * the counter is where it was when they were built, so this process never shows its own older copy.
 * Writes by other processes reach a prepared page within its short lifetime instead.
 */
let version = 0;

export function archiveVersion(): number {
  return version;
}

export function archiveChanged(): void {
  version++;
}
