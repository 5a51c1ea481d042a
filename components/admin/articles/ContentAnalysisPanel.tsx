"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { AnalysisDismissal } from "../../../lib/content/articles/article-rules.ts";
import { ARTICLE_LIMITS } from "../../../lib/content/articles/article-rules.ts";
import { formatCount, formatNumber } from "../../../lib/format/french-format.ts";
import {
  type Analysis,
  type AnalysisInput,
  createContentAnalyser,
  type Finding,
  type Level,
} from "../../../lib/seo/content-analysis/analyse.ts";

const GROUPS: readonly { level: Level; title: string }[] = [
  { level: "problème", title: "Problèmes" },
  { level: "à améliorer", title: "À améliorer" },
  { level: "bon", title: "Bons points" },
  { level: "info", title: "Chiffres" },
];

/** The analysis as the page gets it: from a worker when the browser has one, on the page otherwise. */
function useAnalysis(input: AnalysisInput): Analysis | undefined {
  const [analysis, setAnalysis] = useState<Analysis>();
  const worker = useRef<Worker | null>(null);
  const fallback = useRef<ReturnType<typeof createContentAnalyser> | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    if (typeof Worker === "undefined") return;
    const started = new Worker(new URL("../../../lib/seo/content-analysis/analysis-worker.ts", import.meta.url), {
      type: "module",
    });
    started.addEventListener("message", (event: MessageEvent<{ seq: number; analysis: Analysis }>) => {
      // An answer to an older text arriving late is dropped.
      if (event.data.seq === seq.current) setAnalysis(event.data.analysis);
    });
    worker.current = started;
    return () => {
      started.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    seq.current += 1;
    if (worker.current) worker.current.postMessage({ seq: seq.current, input });
    else {
      fallback.current ??= createContentAnalyser();
      setAnalysis(fallback.current(input));
    }
  }, [input]);

  return analysis;
}

/**
 * The editor's content analysis (issue 68): what the article does for its keyphrase and how it
 * reads, updated as it is written; a finding may be set aside with a reason, kept with the article
 * (a hidden field of the form, so in its revisions) once it is saved.
 */
export function ContentAnalysisPanel({
  input,
  initialDismissals,
}: {
  input: AnalysisInput;
  initialDismissals: readonly AnalysisDismissal[];
}) {
  const analysis = useAnalysis(input);
  const [dismissals, setDismissals] = useState<AnalysisDismissal[]>([...initialDismissals]);
  const [dismissing, setDismissing] = useState<string>();
  const [reason, setReason] = useState("");
  const [said, setSaid] = useState("");
  const headingId = useId();
  const reasonId = useId();

  const dismissed = new Map(dismissals.map((item) => [item.id, item.reason]));
  const findings = analysis?.findings ?? [];
  const open = findings.filter((finding) => !dismissed.has(finding.id));
  const setAside = findings.filter((finding) => dismissed.has(finding.id));

  const dismiss = (finding: Finding) => {
    if (dismissals.length >= ARTICLE_LIMITS.dismissalsMax) return;
    setDismissals([
      ...dismissals,
      { id: finding.id, reason: reason.trim().slice(0, ARTICLE_LIMITS.dismissalReasonMax) },
    ]);
    setDismissing(undefined);
    setReason("");
    setSaid("Remarque écartée. Enregistrez l'article pour conserver ce choix.");
  };
  const restore = (id: string) => {
    setDismissals(dismissals.filter((item) => item.id !== id));
    setSaid("Remarque rétablie. Enregistrez l'article pour conserver ce choix.");
  };

  return (
    <section aria-labelledby={headingId} className="card space-y-4" data-content-analysis>
      <input type="hidden" name="analysisDismissals" value={JSON.stringify(dismissals)} form="article-form" />
      <h2 id={headingId} className="text-xl font-bold text-ink">
        Analyse du contenu
      </h2>
      <p className="text-sm text-muted">
        {analysis
          ? `${formatCount(analysis.words, "mot", "mots")}, ${formatCount(analysis.sentences, "phrase", "phrases")}, lisibilité ${formatNumber(analysis.readingScore, 0)} sur 100.`
          : "Analyse en cours…"}
      </p>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      {GROUPS.map(({ level, title }) => {
        const items = open.filter((finding) => finding.level === level);
        if (items.length === 0) return null;
        return (
          <div key={level}>
            <h3 className="font-semibold text-ink">
              {title} ({items.length})
            </h3>
            <ul className="mt-2 space-y-2">
              {items.map((finding) => (
                <li key={finding.id} className="rounded-lg border border-line p-3 text-sm" data-finding={finding.check}>
                  <p>{finding.message}</p>
                  {finding.excerpt && <p className="mt-1 italic text-muted">{`«\u00a0${finding.excerpt}\u00a0»`}</p>}
                  {(level === "problème" || level === "à améliorer") &&
                    (dismissing === finding.id ? (
                      <div className="mt-2 space-y-2">
                        <label htmlFor={reasonId} className="block font-semibold text-ink">
                          Pourquoi l'écarter ? (facultatif)
                        </label>
                        <input
                          id={reasonId}
                          type="text"
                          className="field-control"
                          maxLength={ARTICLE_LIMITS.dismissalReasonMax}
                          value={reason}
                          onChange={(event) => setReason(event.currentTarget.value)}
                        />
                        <div className="flex flex-wrap gap-2">
                          <button type="button" className="btn btn-secondary" onClick={() => dismiss(finding)}>
                            Écarter cette remarque
                          </button>
                          <button type="button" className="btn btn-ghost" onClick={() => setDismissing(undefined)}>
                            Annuler
                          </button>
                        </div>
                      </div>
                    ) : (
                      <button
                        type="button"
                        className="mt-2 text-sm font-semibold text-brand-700 underline"
                        onClick={() => {
                          setDismissing(finding.id);
                          setReason("");
                        }}
                      >
                        Écarter
                      </button>
                    ))}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      {setAside.length > 0 && (
        <div>
          <h3 className="font-semibold text-ink">Remarques écartées ({setAside.length})</h3>
          <ul className="mt-2 space-y-2">
            {setAside.map((finding) => (
              <li key={finding.id} className="rounded-lg border border-line p-3 text-sm" data-dismissed={finding.check}>
                <p>{finding.message}</p>
                {finding.excerpt && <p className="mt-1 italic text-muted">{`«\u00a0${finding.excerpt}\u00a0»`}</p>}
                <p className="mt-1 text-muted">Raison : {dismissed.get(finding.id) || "aucune raison donnée"}</p>
                <button
                  type="button"
                  className="mt-2 text-sm font-semibold text-brand-700 underline"
                  onClick={() => restore(finding.id)}
                >
                  Rétablir
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
