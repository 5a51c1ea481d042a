"use client";

import { type ReactNode, useActionState, useEffect, useRef, useState, useTransition } from "react";
import { previewArticleAction } from "../../../lib/actions/staff-article-preview.tsx";
import { saveArticleAction } from "../../../lib/actions/staff-articles.ts";
import type {
  ArticleFormField,
  ArticleFormState,
  ArticleFormValues,
} from "../../../lib/content/articles/article-form.ts";
import {
  type AnalysisDismissal,
  ARTICLE_FIELD_LABELS,
  ARTICLE_LIMITS,
  slugFromTitle,
} from "../../../lib/content/articles/article-rules.ts";
import type { AnalysisInput } from "../../../lib/seo/content-analysis/analyse.ts";
import { FieldError, FormErrorSummary } from "../FormErrorSummary.tsx";
import { ContentAnalysisPanel } from "./ContentAnalysisPanel.tsx";

const INITIAL: ArticleFormState = { values: {}, errors: {} };

const LABELS: Record<ArticleFormField, string> = {
  title: ARTICLE_FIELD_LABELS.title,
  slug: ARTICLE_FIELD_LABELS.slug,
  excerpt: ARTICLE_FIELD_LABELS.excerpt,
  category: ARTICLE_FIELD_LABELS.category,
  body: ARTICLE_FIELD_LABELS.body,
  coverAlt: ARTICLE_FIELD_LABELS.coverAlt,
  ctaTarget: "Destination du bouton",
  ctaTitle: "Titre de l'appel à l'action",
  ctaText: "Texte de l'appel à l'action",
  ctaLabel: "Libellé du bouton",
  seoTitle: ARTICLE_FIELD_LABELS.seoTitle,
  seoDescription: ARTICLE_FIELD_LABELS.seoDescription,
  keyphrase: ARTICLE_FIELD_LABELS.keyphrase,
  synonyms: ARTICLE_FIELD_LABELS.synonyms,
  analysisDismissals: "Remarques écartées de l'analyse",
};

const HELP: Partial<Record<ArticleFormField, string>> = {
  title: `Entre ${ARTICLE_LIMITS.titleMin} et ${ARTICLE_LIMITS.titleMax} caractères : c'est aussi le titre de la page dans les moteurs de recherche, sauf titre SEO ci-dessous.`,
  slug: "L'adresse de l'article après /blog/ : des minuscules sans accent, des chiffres et des tirets. Laissée vide, elle est faite à partir du titre.",
  excerpt: `Entre ${ARTICLE_LIMITS.excerptMin} et ${ARTICLE_LIMITS.excerptMax} caractères, sous le titre et dans la liste du blog.`,
  category: "Une catégorie existante, ou une nouvelle.",
  body: "En Markdown : ## pour un intertitre, **gras**, *italique*, - pour une liste, [texte du lien](https://…). Le HTML et les scripts sont retirés.",
  coverAlt: `Ce que montre l'image, pour qui ne la voit pas (${ARTICLE_LIMITS.altMin} à ${ARTICLE_LIMITS.altMax} caractères).`,
  seoTitle: `Facultatif, ${ARTICLE_LIMITS.seoTitleMax} caractères au plus. Vide : le titre de l'article.`,
  seoDescription: `Facultative, ${ARTICLE_LIMITS.seoDescriptionMax} caractères au plus. Vide : le résumé.`,
  keyphrase:
    "Ce que l'article doit porter dans les moteurs de recherche, par exemple « note de frais » : l'analyse la cherche sous toutes ses formes.",
  synonyms: "Facultatif : d'autres expressions qui comptent comme elle, séparées par des virgules.",
};

const fieldId = (field: ArticleFormField | "form") => `article-${field}`;

/**
 * The article editor: works without JavaScript (a server action); with it, the address
 * follows the title until it is edited, the body's preview is the public page's own rendering
 * (ArticleView, rendered on the server as the text changes), and a refusal keeps what was typed,
 * says each reason beside its field and moves the focus to the summary. Saved over by someone else
 * meanwhile, it says who and when, keeps what was typed, and a second « Enregistrer » saves over
 * their version knowingly (theirs stays in the history).
 */
export function ArticleForm({
  id,
  version,
  initial,
  categories,
  targets,
  hasCover,
  coverPreview,
  focusPhrase,
}: {
  id?: string | undefined;
  version: number;
  initial: ArticleFormValues;
  categories: readonly string[];
  targets: readonly { value: string; label: string }[];
  hasCover: boolean;
  coverPreview?: ReactNode;
  /** A sentence of the body to select as the editor opens (a link suggestion's « Ouvrir son éditeur à cette phrase »). */
  focusPhrase?: string | undefined;
}) {
  const [state, action, pending] = useActionState(saveArticleAction, INITIAL);
  const value = (field: ArticleFormField) => state.values[field] ?? initial[field];
  const key = (field: ArticleFormField) => `${field}|${value(field)}`;
  const described = (field: ArticleFormField) =>
    [HELP[field] ? `${fieldId(field)}-aide` : "", state.errors[field] ? `${fieldId(field)}-erreur` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  const common = (field: ArticleFormField) => ({
    id: fieldId(field),
    name: field,
    "aria-describedby": described(field),
    "aria-invalid": state.errors[field] ? true : undefined,
    className: "field-control",
  });
  const help = (field: ArticleFormField) =>
    HELP[field] ? (
      <p id={`${fieldId(field)}-aide`} className="mt-1 text-sm text-muted">
        {HELP[field]}
      </p>
    ) : null;
  const label = (field: ArticleFormField) => (
    <label htmlFor={fieldId(field)} className="block font-semibold text-ink">
      {LABELS[field]}
    </label>
  );
  const input = (field: ArticleFormField, extra: Record<string, unknown> = {}) => (
    <div>
      {label(field)}
      <input key={key(field)} type="text" defaultValue={value(field)} {...common(field)} {...extra} />
      {help(field)}
      <FieldError id={fieldId(field)} message={state.errors[field]} />
    </div>
  );
  const textarea = (field: ArticleFormField, rows: number, extra: Record<string, unknown> = {}) => (
    <div>
      {label(field)}
      <textarea key={key(field)} rows={rows} defaultValue={value(field)} {...common(field)} {...extra} />
      {help(field)}
      <FieldError id={fieldId(field)} message={state.errors[field]} />
    </div>
  );

  // The address follows the title until someone types in it (a new article, or an address left empty).
  const slug = useRef<HTMLInputElement>(null);
  const slugFollows = useRef(initial.slug === "");
  const followTitle = (title: string) => {
    if (slugFollows.current && slug.current) slug.current.value = slugFromTitle(title);
  };

  // The live preview: the form's text rendered by the server through the public page's component.
  const form = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<ReactNode>(null);
  const [previewing, startPreview] = useTransition();
  const timer = useRef<number | undefined>(undefined);
  const refresh = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (!form.current) return;
      const data = new FormData(form.current);
      startPreview(async () => setPreview(await previewArticleAction(data)));
    }, 400);
  };
  // What the content analysis reads, as typed (the worker keeps pace; no delay of ours).
  const analysisOf = (values: (field: ArticleFormField) => string): AnalysisInput => ({
    title: values("title"),
    slug: values("slug") || slugFromTitle(values("title")),
    description: values("seoDescription") || values("excerpt"),
    body: values("body"),
    keyphrase: values("keyphrase"),
    synonyms: values("synonyms"),
  });
  const [analysisInput, setAnalysisInput] = useState<AnalysisInput>(() => analysisOf(value));
  const readForm = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    setAnalysisInput(analysisOf((field) => String(data.get(field) ?? "")));
  };
  // Opened at a sentence: the body's text selected there, scrolled into view, ready for a link.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form opens.
  useEffect(() => {
    const body = form.current?.elements.namedItem("body");
    if (!focusPhrase || !(body instanceof HTMLTextAreaElement)) return;
    const at = body.value.indexOf(focusPhrase);
    if (at < 0) return;
    body.focus();
    body.setSelectionRange(at, at + focusPhrase.length);
    body.scrollIntoView({ block: "center" });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first preview once, as the form opens.
  useEffect(() => {
    refresh();
    return () => window.clearTimeout(timer.current);
  }, []);

  return (
    <div className="mt-6 grid gap-8 xl:grid-cols-2">
      <form
        ref={form}
        id={fieldId("form")}
        action={action}
        onInput={() => {
          refresh();
          readForm();
        }}
        className="card space-y-5"
        noValidate
      >
        <FormErrorSummary errors={state.errors} fieldId={fieldId} answer={state} />
        {id && <input type="hidden" name="id" value={id} />}
        <input type="hidden" name="version" value={state.conflict?.version ?? version} />
        {input("title", {
          onInput: (event: { currentTarget: HTMLInputElement }) => followTitle(event.currentTarget.value),
        })}
        <div>
          {label("slug")}
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="text-muted">
              /blog/
            </span>
            <input
              key={key("slug")}
              ref={slug}
              type="text"
              defaultValue={value("slug")}
              onInput={() => {
                slugFollows.current = false;
              }}
              {...common("slug")}
            />
          </div>
          {help("slug")}
          <FieldError id={fieldId("slug")} message={state.errors.slug} />
        </div>
        {textarea("excerpt", 3)}
        {input("category", { list: "article-categories" })}
        <datalist id="article-categories">
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        {textarea("body", 18, { className: "field-control font-mono text-sm" })}
        {hasCover && (
          <div className="space-y-2">
            {coverPreview}
            {input("coverAlt")}
          </div>
        )}
        <fieldset className="space-y-4 rounded-lg border border-line p-4">
          <legend className="px-1 font-semibold text-ink">Appel à l'action en fin d'article</legend>
          <div>
            {label("ctaTarget")}
            <select key={key("ctaTarget")} defaultValue={value("ctaTarget")} {...common("ctaTarget")}>
              {targets.map((target) => (
                <option key={target.value} value={target.value}>
                  {target.label}
                </option>
              ))}
            </select>
            <FieldError id={fieldId("ctaTarget")} message={state.errors.ctaTarget} />
          </div>
          {input("ctaTitle")}
          {textarea("ctaText", 2)}
          {input("ctaLabel")}
        </fieldset>
        <fieldset className="space-y-4 rounded-lg border border-line p-4">
          <legend className="px-1 font-semibold text-ink">Moteurs de recherche</legend>
          {input("seoTitle")}
          {textarea("seoDescription", 2)}
          {input("keyphrase", { maxLength: ARTICLE_LIMITS.keyphraseMax })}
          {input("synonyms", { maxLength: ARTICLE_LIMITS.synonymsMax })}
        </fieldset>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? "Enregistrement…" : state.conflict ? "Enregistrer quand même" : "Enregistrer"}
        </button>
      </form>
      <div className="min-w-0 space-y-8">
        <ContentAnalysisPanel input={analysisInput} initialDismissals={dismissalsOf(value("analysisDismissals"))} />
        <section aria-labelledby="apercu-direct" className="min-w-0">
          <h2 id="apercu-direct" className="text-xl font-bold text-ink">
            Aperçu
          </h2>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {previewing
              ? "Mise à jour de l'aperçu…"
              : "Tel que la page publique l'affichera, mis à jour pendant la saisie."}
          </p>
          <div className="mt-4 overflow-hidden rounded-2xl border border-line bg-white" data-article-preview>
            {preview}
          </div>
        </section>
      </div>
    </div>
  );
}

/** The dismissals the form holds (as JSON); none when it holds no valid list. */
function dismissalsOf(text: string): AnalysisDismissal[] {
  try {
    const value: unknown = JSON.parse(text || "[]");
    return Array.isArray(value)
      ? value.filter(
          (item): item is AnalysisDismissal => typeof item?.id === "string" && typeof item?.reason === "string",
        )
      : [];
  } catch {
    return [];
  }
}
