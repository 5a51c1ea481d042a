/** The content analysis's thresholds, in one place: the checks and their messages read them. */
export const CONTENT_ANALYSIS_LIMITS = {
  /** A sentence longer than this is named. */
  sentenceWords: 25,
  /** A paragraph longer than this is named. */
  paragraphWords: 150,
  /** Words in a row without a subheading. */
  wordsWithoutSubheading: 300,
  /** An article shorter than this is too thin. */
  minimumWords: 300,
  /** Kandel–Moles score from which a text reads easily (Flesch's « standard »). */
  readableScore: 60,
} as const;
