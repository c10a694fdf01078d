/**
 * Which detectors read a stored ad's signals. Every write of an ad keeps its signals with this version,
 * and a read takes them as stored only when the version is this one: the detectors are ~60 patterns, and
 * running them again for every card was most of an archive page's CPU (3 of 5 ms for 24 cards). Ads kept
 * by older detectors are read again at each view, as before, until their next sighting stores them anew.
 *
 * It is the SHA-256 (first 12 hex digits) of this folder's other sources, so any change to a detector
 * changes it: tests/unit/signals-version.test.ts prints the new value when it is stale.
 */
export const SIGNALS_VERSION = "198272787806";
