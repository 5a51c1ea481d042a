/**
 * Kandel and Moles' adaptation of Flesch's reading ease to French (1958):
 * 207 − 1.015 × (words per sentence) − 73.6 × (syllables per word). The higher, the easier; the
 * bands are Flesch's own.
 */
export function kandelMoles(wordCount: number, sentenceCount: number, syllableCount: number): number {
  if (wordCount === 0 || sentenceCount === 0) return 0;
  return 207 - 1.015 * (wordCount / sentenceCount) - 73.6 * (syllableCount / wordCount);
}

export type ReadingEase = "très facile" | "facile" | "assez facile" | "standard" | "assez difficile" | "difficile";

export function readingEase(score: number): ReadingEase {
  if (score >= 90) return "très facile";
  if (score >= 80) return "facile";
  if (score >= 70) return "assez facile";
  if (score >= 60) return "standard";
  if (score >= 50) return "assez difficile";
  return "difficile";
}
