import { TERMS } from "../../lib/catalog/terms.ts";
import { type BlogCtaTarget, blogCtaLink } from "../../lib/content/blog-cta.ts";

/** The closing call to action of an article: the free trial, or a product's own site in a new tab. */
export function BlogCta({
  title,
  text,
  label,
  target,
}: {
  title: string;
  text: string;
  label: string;
  target: BlogCtaTarget;
}) {
  const link = blogCtaLink(target);
  const className = "btn mt-6 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-white";
  return (
    <aside
      aria-labelledby="article-cta-title"
      className="mt-12 rounded-2xl bg-brand-700 p-8 text-on-brand md:p-10"
      data-article-cta
    >
      <h2 id="article-cta-title" className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-3 text-lg leading-8">{text}</p>
      {target === "essai-gratuit" && (
        <p className="mt-2 text-sm font-medium">
          {TERMS.trialDays} jours d'essai gratuit · Sans carte bancaire · Sans engagement
        </p>
      )}
      {link.external ? (
        <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
          {label}
          <span className="sr-only"> (nouvel onglet)</span>
        </a>
      ) : (
        <a href={link.href} className={className}>
          {label}
        </a>
      )}
    </aside>
  );
}
