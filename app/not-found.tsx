import type { Metadata } from "next";
import { PageGraph } from "../components/seo/PageGraph.tsx";
import { pageMetadata } from "../lib/seo/metadata.ts";

export const metadata: Metadata = pageMetadata({
  title: "Page introuvable",
  description: "La page demandée n'existe pas ou a été déplacée.",
  path: "/404",
  noindex: true,
});

/** Every unknown path: answered by Next with HTTP 404. */
export default function NotFound() {
  return (
    <>
      <PageGraph />
      <section className="container-page section text-center">
        <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold">
          <span className="sr-only">404 – </span>
          <span lang="en">Oops! Page not found</span>
        </h1>
        <p className="mt-3 text-muted">La page que vous cherchez n'existe pas ou a été déplacée.</p>
        <a href="/" className="btn btn-primary mt-8">
          Retour à l'accueil
        </a>
      </section>
    </>
  );
}
