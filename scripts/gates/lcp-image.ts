/**
 * The blog's largest image (the LCP element of /blog and of each article): the first image of the
 * page's <main> must be a <picture> offering AVIF and WebP at several widths (`srcset` with `w`
 * descriptors and `sizes`), fetched first (`fetchpriority="high"`, never lazy), every candidate in
 * the build, and its largest AVIF within the budget.
 */

import { scanTags, srcsetCandidates, type Tag } from "../../lib/seo/html-scan.ts";
import { kb } from "./budgets.ts";

/** The largest AVIF candidate of the blog's LCP image, as stored. */
export const LCP_IMAGE_BUDGET = 20 * 1024;

interface Candidate {
  url: string;
  width: number;
}

function candidates(srcset: string): Candidate[] {
  return srcsetCandidates(srcset).map(({ url, descriptor }) => ({
    url,
    width: Number(/^(\d+)w$/.exec(descriptor)?.[1] ?? Number.NaN),
  }));
}

/** The first <img> of <main> and the <source>s of its <picture>, or undefined without one. */
function firstImage(tags: Tag[]): { img: Tag; sources: Tag[] } | undefined {
  const main = tags.findIndex((tag) => tag.name === "main");
  const at = tags.findIndex((tag, index) => index > main && tag.name === "img");
  if (main === -1 || at === -1) return undefined;
  const sources: Tag[] = [];
  for (let index = at - 1; index > main && tags[index]?.name === "source"; index--) sources.unshift(tags[index]!);
  return { img: tags[at]!, sources: tags[at - sources.length - 1]?.name === "picture" ? sources : [] };
}

/** What is wrong with the page's LCP image, one sentence each; empty when nothing is. */
export function lcpImageProblems(
  path: string,
  html: string,
  sizeOf: (url: string) => number | undefined,
  limit: number = LCP_IMAGE_BUDGET,
): string[] {
  const found = firstImage(scanTags(html));
  if (!found) return [`${path}: no image in <main>`];
  const { img, sources } = found;
  const problems: string[] = [];
  if (img.attrs.loading === "lazy") problems.push(`${path}: the LCP image is lazy`);
  if (img.attrs.fetchpriority !== "high") problems.push(`${path}: the LCP image is not fetchpriority="high"`);
  for (const type of ["image/avif", "image/webp"]) {
    const source = sources.find((tag) => tag.attrs.type === type);
    if (!source) {
      problems.push(`${path}: the LCP image offers no ${type} (a <picture> <source type="${type}">)`);
      continue;
    }
    const offered = candidates(source.attrs.srcset ?? "");
    if (offered.length < 2 || offered.some((candidate) => Number.isNaN(candidate.width)) || !source.attrs.sizes)
      problems.push(`${path}: the ${type} source is not responsive (several "url Nw" candidates and sizes)`);
    for (const { url } of offered) if (sizeOf(url) === undefined) problems.push(`${path}: ${url} is not in the build`);
    const largest = offered.reduce<Candidate | undefined>((a, b) => (!a || b.width > a.width ? b : a), undefined);
    const size = largest && type === "image/avif" ? sizeOf(largest.url) : undefined;
    if (size !== undefined && size > limit) problems.push(`${path}: ${largest?.url} ${kb(size)} > ${kb(limit)}`);
  }
  return problems;
}
