import "server-only";
import { dedupe, fold, lookup, lookupKeys, pluralize, tokenize } from "./keyword-text";
import { ACCENTED, BUYING_INTENT, GENERIC_SUGGESTIONS, IDEA_VERBS, MORE_INTENT, NICHE_INDEX, STOP_WORDS, SYNONYMS } from "./lexicon";

export const MIN_SUGGESTIONS = 6;
export const MAX_SUGGESTIONS = 12;

function canonical(word: string): string {
  return ACCENTED.get(fold(word)) ?? word;
}

/**
 * Deterministic Spanish keywords for an idea, with no network: the idea's own product words,
 * their regional synonyms, related products of its niche and buying-intent modifiers.
 */
export function localSuggestions(idea: string): string[] {
  const tokens = tokenize(idea).map(canonical);
  const content = tokens.map((t, i) => ({ t, i })).filter(({ t }) => !STOP_WORDS.has(fold(t)) && !/^\d+$/.test(t));
  if (content.length === 0) return GENERIC_SUGGESTIONS.slice(0, MAX_SUGGESTIONS);

  // The idea as the user phrased it, from its first to its last product word ("cama para perros grandes"),
  // at most five words: longer reads like a sentence, not like the words of an ad.
  const first = content[0].i;
  const last = content[content.length - 1].i;
  const core = tokens.slice(first, Math.min(last + 1, first + 5));
  while (STOP_WORDS.has(fold(core[core.length - 1]))) core.pop();
  // The head of the idea (first two product words and what joins them) carries the modifiers.
  const second = content[1]?.i;
  const headSpan = second === undefined ? [tokens[first]] : tokens.slice(first, second + 1);
  const head = headSpan.length <= 3 ? headSpan : [tokens[first], tokens[second!]];
  const headText = head.join(" ");

  const variants: string[] = [];
  for (let i = 0; i < head.length && variants.length < 2; i++) {
    const group = lookup(SYNONYMS, head[i]);
    if (!group) continue;
    // "fajas" matched "faja": keep the plural in the replacement ("cinturillas moldeadoras").
    const plural = !group.some((w) => fold(w) === fold(head[i]));
    for (const alt of group) {
      if (lookupKeys(head[i]).includes(fold(alt)) || variants.length >= 2) continue;
      variants.push([...head.slice(0, i), plural ? pluralize(alt) : alt, ...head.slice(i + 1)].join(" "));
    }
  }

  // One related term from each niche the idea touches in turn, so a "soporte de celular para carro"
  // gets car accessories as well as phone accessories. Words past the core ("… para gym") are
  // context, used only when the core names no niche.
  const nichesOf = (words: string[]) => {
    const found: string[][] = [];
    for (const w of words) {
      const niche = lookup(NICHE_INDEX, w);
      if (niche && !found.includes(niche)) found.push(niche);
    }
    return found;
  };
  const coreNiches = nichesOf(core);
  const niches = coreNiches.length > 0 ? coreNiches : nichesOf(content.map((c) => c.t));
  const related: string[] = [];
  for (let i = 0; niches.some((n) => i < n.length); i++) for (const n of niches) if (i < n.length) related.push(n[i]);

  const intents = BUYING_INTENT.map((m) => `${headText} ${m}`);
  return dedupe([
    core.join(" "),
    headText,
    ...variants,
    ...intents.slice(0, 2),
    ...dedupe(related).slice(0, 4),
    ...intents.slice(2),
    ...(IDEA_VERBS.has(fold(head[0])) ? [] : [`comprar ${headText}`]),
    ...MORE_INTENT.map((m) => `${headText} ${m}`),
  ]).slice(0, MAX_SUGGESTIONS);
}
