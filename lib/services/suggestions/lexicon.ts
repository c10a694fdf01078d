import "server-only";
import lexicon from "./lexicon.json";
import { fold, indexBy } from "./keyword-text";

/**
 * The local suggester's vocabulary (Spanish of Latin America and Spain, e-commerce words), kept as data in
 * lexicon.json so it can grow without touching the logic. Comparisons are on folded forms (no accents,
 * lower case), so a user typing "audifonos" still matches "audífonos".
 */

/** Words that say nothing about the product: grammar, the seller talking about selling, and places (the country is a search filter of its own). */
export const STOP_WORDS = new Set([...lexicon.stopWords.grammar, ...lexicon.stopWords.selling, ...lexicon.stopWords.places].map(fold));

/** Correct spelling for words people often type without accents, keyed by the folded form. */
export const ACCENTED = new Map(lexicon.accented.map((w) => [fold(w), w] as const));

/** Regional names for the same thing: an advertiser in Mexico and one in Spain write different words. Multi-word names are offered, never looked up. */
export const SYNONYMS = indexBy(lexicon.synonymGroups.map((g) => [g.filter((w) => !w.includes(" ")), g] as [string[], string[]]));

/** Niches dropshippers sell in: the words that name one, and what their advertisers also call it. */
export const NICHE_INDEX = indexBy(lexicon.niches.map((n) => [n.words, n.related] as [string[], string[]]));

/** How Spanish-speaking e-commerce ads sell: these words are in the ad copy people search. */
export const BUYING_INTENT: readonly string[] = lexicon.buyingIntent;
export const MORE_INTENT: readonly string[] = lexicon.moreIntent;
/** Ideas that start with a verb ("bajar de peso") are not bought: no "comprar …" for them. */
export const IDEA_VERBS = new Set(lexicon.ideaVerbs);
/** For an idea with no product word at all. */
export const GENERIC_SUGGESTIONS: readonly string[] = lexicon.genericSuggestions;
