import type { Metadata } from "next";
import type { AboutContent } from "../../lib/catalog/about.ts";
import { TRIAL_LINK } from "../../lib/config/navigation.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";
import { PageIntro } from "../layout/PageIntro.tsx";
import { PageGraph } from "../seo/PageGraph.tsx";

const path = "/a-propos";

/** /a-propos's metadata (not the page's texts: the same whatever is published). */
export const ABOUT_METADATA: Metadata = pageMetadata({
  title: "À propos : notre histoire et nos valeurs",
  description:
    "Gestio conçoit des applications de gestion simples pour les TPE, indépendants et créateurs d'entreprise. Notre histoire, nos valeurs et notre approche.",
  path,
});

/** /a-propos: the texts of `about` (the catalog's, or the store's published ones). */
export function AboutPage({ about }: { about: AboutContent }) {
  return (
    <>
      <PageGraph trail={[{ name: "À propos", path }]} />
      <PageIntro eyebrow={about.eyebrow} title={about.title} lead={about.lead} />
      <section aria-labelledby="histoire" className="container-page pb-16">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="histoire" className="text-3xl font-bold">
              {about.historyTitle}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-8 text-muted">
              {about.history.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="space-y-4 text-lg leading-8 text-muted lg:pt-14">
            {about.today.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="valeurs" className="bg-surface">
        <div className="container-page section">
          <h2 id="valeurs" className="text-3xl font-bold">
            {about.valuesTitle}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted">{about.valuesLead}</p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {about.values.map((value) => (
              <li key={value.title} className="card">
                <h3 className="text-xl font-bold text-brand-700">{value.title}</h3>
                <p className="mt-3 body-text">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="approche" className="container-page section">
        <h2 id="approche" className="text-3xl font-bold">
          {about.approachTitle}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">{about.approachLead}</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-2">
          {about.approach.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-on-brand"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="mt-1 body-text">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="a-propos-cta" className="bg-brand-700 text-on-brand">
        <div className="container-page section text-center">
          <h2 id="a-propos-cta" className="text-3xl font-bold">
            {about.ctaTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg">{about.ctaText}</p>
          <a
            href={TRIAL_LINK.href}
            className="btn mt-8 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-white"
          >
            {TRIAL_LINK.label}
          </a>
        </div>
      </section>
    </>
  );
}
