export interface BlogPostingInput {
  url: string;
  title: string;
  excerpt: string;
  /** "2025-04-24" */
  datePublished: string;
  /** Its last change, when later than its publication. */
  dateModified?: string;
  category: string;
  imageUrl: string;
  organizationId: string;
}

/** schema.org BlogPosting node for an article page; author and publisher are the site's Organization. */
export function blogPostingJsonLd(post: BlogPostingInput): Record<string, unknown> {
  return {
    "@type": "BlogPosting",
    "@id": `${post.url}#article`,
    mainEntityOfPage: post.url,
    url: post.url,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    articleSection: post.category,
    inLanguage: "fr-FR",
    image: post.imageUrl,
    author: { "@id": post.organizationId },
    publisher: { "@id": post.organizationId },
  };
}
