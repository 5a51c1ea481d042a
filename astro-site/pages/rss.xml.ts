import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { SITE } from "../../lib/config/site.ts";
import { getSortedPosts } from "../lib/blog.ts";

export async function GET(context: APIContext): Promise<Response> {
  const posts = await getSortedPosts();
  return rss({
    title: `Blog ${SITE.name}`,
    description: "Conseils de gestion pour les TPE, les indépendants et les créateurs d'entreprise.",
    site: context.site ?? "http://127.0.0.1:4321",
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.date,
      link: `/blog/${post.id}`,
      categories: [post.data.category],
    })),
    customData: "<language>fr-FR</language>",
  });
}
