import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { PRODUCT_IDS } from "../lib/config/products.ts";

/** SEO limits checked at build time: a post that breaks them fails the build. */
export const BLOG_LIMITS = { titleMax: 60, excerptMin: 50, excerptMax: 160 } as const;

export const BLOG_CATEGORIES = ["Gestion d'entreprise", "Notes de frais", "Devis et facturation"] as const;

const blog = defineCollection({
  // The `slug` field of the frontmatter becomes the entry id, hence the URL /blog/<slug>.
  loader: glob({ pattern: "*.md", base: "./astro-site/content/blog" }),
  schema: ({ image }) =>
    z.object({
      title: z.string().min(10).max(BLOG_LIMITS.titleMax),
      excerpt: z.string().min(BLOG_LIMITS.excerptMin).max(BLOG_LIMITS.excerptMax),
      date: z.coerce.date(),
      category: z.enum(BLOG_CATEGORIES),
      image: image(),
      imageAlt: z.string().min(10).max(200),
      slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      /** Where the closing call to action leads: the free trial or a product's own site. */
      cta: z.object({
        title: z.string(),
        text: z.string(),
        label: z.string(),
        target: z.union([z.literal("essai-gratuit"), z.enum(PRODUCT_IDS)]),
      }),
    }),
});

export const collections = { blog };
