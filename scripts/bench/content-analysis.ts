/**
 * `npm run bench -- content-analysis`: what the editor's content analysis costs on a long article
 * (lib/seo/content-analysis/, issue 68): a 10,000-word article in French, 26 sections of the
 * site's own kind of prose, analysed whole once (the editor's opening), then one paragraph edited
 * per run and analysed again by the same analyser, which reads again only what changed. The budget:
 * the analysis up to date within 150 ms of a one-paragraph edit. No browser: the pure analysis, as
 * the editor's worker runs it; the worker's message and the panel's drawing are not in this figure.
 */
import { type AnalysisInput, createContentAnalyser } from "../../lib/seo/content-analysis/analyse.ts";
import { words } from "../../lib/seo/content-analysis/french-text.ts";
import { markdownTable, saveResults, time } from "./lib/report.ts";

const RUNS = Number(process.env.BENCH_CONTENT_ANALYSIS_RUNS ?? 30);
/** « mise à jour dans les 150 ms après la modification d’un paragraphe ». */
export const EDIT_BUDGET_MS = 150;
const SECTIONS = 26;

const PROSE = [
  "Les notes de frais d’une TPE se perdent souvent entre deux tiroirs, et leur saisie prend du temps chaque mois.",
  "Avec une application mobile, chaque reçu est photographié, lu puis classé dans la bonne catégorie sans ressaisie.",
  "Le gérant valide les dépenses en un geste ; le cabinet comptable reçoit alors des justificatifs complets et lisibles.",
  "Les indemnités kilométriques sont calculées selon le barème de l’administration fiscale, véhicule par véhicule.",
  "À la fin du mois, l’export vers le logiciel de comptabilité évite les erreurs de report et les oublis de TVA.",
];

/** One section: a subheading and paragraphs of the site's prose, numbered so that none repeats another. */
function section(index: number, edit = 0): string {
  const paragraphs = Array.from({ length: 4 }, (_, p) =>
    PROSE.map(
      (sentence, s) => `${sentence.replace(/\.$/, "")} (étape ${index}.${p}.${s}${edit ? `, version ${edit}` : ""}).`,
    ).join(" "),
  );
  return [`## Étape ${index + 1} : les notes de frais`, ...paragraphs].join("\n\n");
}

/** A 10,000-word article, and the same with one paragraph edited (`edit` > 0). */
export function longArticle(edit = 0): AnalysisInput {
  const sections = Array.from({ length: SECTIONS }, (_, index) => section(index));
  if (edit > 0) sections[SECTIONS / 2] = section(SECTIONS / 2, edit);
  return {
    title: "Gérer les notes de frais d’une TPE sans y passer ses soirées",
    slug: "gerer-les-notes-de-frais",
    description: "Photographier, valider, exporter : les notes de frais d’une TPE traitées en quelques minutes.",
    keyphrase: "note de frais",
    synonyms: "dépense, justificatif",
    body: sections.join("\n\n"),
  };
}

export function wordsOf(input: AnalysisInput): number {
  return words(input.body).length;
}

export async function benchContentAnalysis(): Promise<{ ok: boolean; table: string }> {
  const analyse = createContentAnalyser();
  const opening = time("opening", 1, () => analyse(longArticle()));
  // Warm-up edits: the JIT compiles the walk before the figures are taken.
  for (let edit = 1; edit <= 5; edit++) analyse(longArticle(edit));
  const edits = time("edit", RUNS, (run) => analyse(longArticle(run + 6)));
  const wordCount = wordsOf(longArticle());
  const ok = edits.maxMs < EDIT_BUDGET_MS;
  const file = saveResults("content-analysis", {
    runs: RUNS,
    words: wordCount,
    openingMs: opening.medianMs,
    editMedianMs: edits.medianMs,
    editMaxMs: edits.maxMs,
  });
  const table = markdownTable(
    ["words", "whole analysis ms", "after a one-paragraph edit, median ms", "max ms"],
    [[wordCount, opening.medianMs.toFixed(1), edits.medianMs.toFixed(1), edits.maxMs.toFixed(1)]],
  );
  const verdict = `${RUNS} edits. Analyse à jour dans les ${EDIT_BUDGET_MS} ms après la modification d’un paragraphe\u00a0: ${
    ok ? "oui" : "NON"
  } (max ${edits.maxMs.toFixed(1)} ms).`;
  return { ok, table: `${table}\n\n${verdict} Saved to ${file}` };
}

if (import.meta.main) {
  const { ok, table } = await benchContentAnalysis();
  console.log(`\n${table}\n`);
  process.exit(ok ? 0 : 1);
}
