/**
 * `npm run bench -- content-compare`: what comparing two versions of a content item costs
 * (lib/catalog/content/compare.ts, the history's and the review's « Comparer »), at the content
 * desk's stated bound: 500 changed fields compared in under a second. The site's real questions
 * and answers (DEFAULT_CONTENT.faq), repeated to the desk's 12 groups of 40 (480 questions, 1,464 fields),
 * then every question and answer edited as an editor would: a few words changed, one sentence
 * added to each answer. No server: the pure comparison, word by word (`diff`'s diffWords), over
 * RUNS runs after a warm-up. The page's rendering of the result is not in this figure.
 */
import { compareVersions } from "../../lib/catalog/content/compare.ts";
import { CONTENT_KINDS, DEFAULT_CONTENT } from "../../lib/catalog/content/kinds.ts";
import { markdownTable, saveResults, time } from "./lib/report.ts";

const RUNS = Number(process.env.BENCH_CONTENT_COMPARE_RUNS ?? 20);
const GROUPS = 12;
const PER_GROUP = 40;
/** « 500 champs modifiés comparés en moins d’une seconde ». */
export const COMPARE_BUDGET_MS = 1_000;

type Faq = typeof DEFAULT_CONTENT.faq;

/** The site's questions and answers, repeated to GROUPS groups of PER_GROUP. */
export function largeFaq(): Faq {
  const source = DEFAULT_CONTENT.faq.flatMap((group) => group.items);
  return Array.from({ length: GROUPS }, (_, group) => ({
    id: `groupe-${group}`,
    title: `${DEFAULT_CONTENT.faq[group % DEFAULT_CONTENT.faq.length]?.title ?? "Questions"} ${group + 1}`,
    items: Array.from({ length: PER_GROUP }, (_, index) => {
      const item = source[(group * PER_GROUP + index) % source.length] as Faq[number]["items"][number];
      return { ...item, id: `${item.id}-${group}-${index}` };
    }),
  }));
}

/** Every question and answer edited: a few words replaced, a sentence added to each answer. */
export function editedFaq(faq: Faq): Faq {
  return faq.map((group) => ({
    ...group,
    items: group.items.map((item, index) => ({
      ...item,
      question: item.question.replace(/\s(\S+)\s*\?$/, " $1, concrètement ?"),
      answer: `${item.answer
        .replace(/applications/g, "outils")
        .replace(/\bvos\b/g, "vos propres")} Mis à jour le ${(index % 28) + 1} novembre.`,
    })),
  }));
}

export async function benchContentCompare(): Promise<{ ok: boolean; table: string }> {
  const schema = CONTENT_KINDS.faq.schema();
  const before = largeFaq();
  const after = editedFaq(before);
  // The warm-up: the JIT compiles the walk and the diff before the figures are taken.
  let comparison = compareVersions(schema, before, after);
  const { medianMs, maxMs } = time("compare", RUNS, () => {
    comparison = compareVersions(schema, before, after);
  });
  const changed = comparison.changed.length;
  const unchanged = comparison.unchanged;
  const ok = changed >= 500 && maxMs < COMPARE_BUDGET_MS;
  const file = saveResults("content-compare", { runs: RUNS, changed, unchanged, medianMs, maxMs });
  const table = markdownTable(
    ["fields changed", "fields the same", "median ms", "max ms"],
    [[changed, unchanged, medianMs.toFixed(1), maxMs.toFixed(1)]],
  );
  const verdict = `${RUNS} runs. 500 champs modifiés comparés en moins d’une seconde\u00a0: ${
    ok ? "oui" : "NON"
  } (${changed} fields, max ${maxMs.toFixed(1)} ms).`;
  return { ok, table: `${table}\n\n${verdict} Saved to ${file}` };
}

if (import.meta.main) {
  const { ok, table } = await benchContentCompare();
  console.log(`\n${table}\n`);
  process.exit(ok ? 0 : 1);
}
