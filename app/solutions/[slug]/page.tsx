import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SolutionPage, solutionMetadata } from "../../../components/pages/SolutionPage.tsx";
import { SOLUTIONS, type Solution, solutionBySlug } from "../../../lib/catalog/solutions.ts";

type Params = Promise<{ slug: string }>;

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return SOLUTIONS.map((solution) => ({ slug: solution.slug }));
}

/** The solution of `slug`, or the 404 page. */
function load(slug: string): Solution {
  const solution = solutionBySlug(slug);
  if (!solution) notFound();
  return solution;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return solutionMetadata(load((await params).slug));
}

/** /solutions/{slug} as built: the catalog's solution (the store's published one: /rendu-contenu/solutions/{slug}). */
export default async function SolutionRoute({ params }: { params: Params }) {
  return <SolutionPage solution={load((await params).slug)} />;
}
