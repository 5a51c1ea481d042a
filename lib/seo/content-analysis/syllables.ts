/**
 * Syllables of a French word as the readability formula counts them (spoken, not sung): each group
 * of vowels is one, a final mute « e » (« facture », « factures », « comptable ») is none, and the
 * verb ending « -ent » after a consonant (« ils notent ») is mute too. Our own rules: they need not
 * be exact word by word, only right on average over a text.
 */
const VOWELS = /[aeiouyàâäéèêëîïôöùûüÿœæ]+/g;

export function syllables(word: string): number {
  const lower = word.toLowerCase();
  if (/^\d/.test(lower)) return Math.max(1, lower.replace(/\D/g, "").length);
  let count = lower.match(VOWELS)?.length ?? 0;
  if (count > 1 && /[^aeiouyéèê]e(s)?$/.test(lower)) count--;
  else if (count > 1 && /[^aeiouy]ent$/.test(lower) && !/(ment|ient)$/.test(lower)) count--;
  return Math.max(1, count);
}
