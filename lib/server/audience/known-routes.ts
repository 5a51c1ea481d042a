/**
 * The routes a beacon may count: the public pages the build pre-rendered (never the back office,
 * nor the not-found page), and `/blog/<slug>` of an article out now in the store. The published
 * slugs are read at most once per PUBLISHED_SLUGS_TTL_MS, not per beacon; while the store cannot
 * answer, the last ones read (else the build's own articles) stand.
 */
import type { Db } from "../store/db.ts";

/** How long the published articles' slugs are trusted: an article out for less is not counted yet. */
export const PUBLISHED_SLUGS_TTL_MS = 10_000;

const BLOG_PREFIX = "/blog/";
/** The not-found page as publicPagePaths names it: no page a visitor meant. */
const NOT_FOUND_PATH = "/404";

/** The slugs of the articles out at `now` (the store's rule for « Publié »: live, its moment come). */
export async function publishedSlugs(db: Db, now: number): Promise<Set<string>> {
  const rows = await db.all<{ slug: string }>(
    "SELECT slug FROM articles WHERE state = 'live' AND publish_at IS NOT NULL AND publish_at <= ?",
    [now],
  );
  return new Set(rows.map((row) => row.slug));
}

export interface KnownRoutes {
  /** Whether `path` (a path of the page form, lib/audience/beacon.ts) is a page of the site now. */
  has(path: string, now: number): Promise<boolean>;
}

/**
 * `pages`: the build's public pages (publicPagePaths of lib/server/seo/review.ts); `db`: the store
 * the published articles are read from.
 */
export function knownRoutes(pages: () => readonly string[], db: () => Promise<Db>): KnownRoutes {
  let built: { pages: Set<string>; articles: Set<string> } | undefined;
  let slugs: { at: number; reading: Promise<Set<string> | undefined>; last: Set<string> | undefined } | undefined;

  const builtPages = () => {
    if (!built) {
      const all = pages().filter((path) => path !== NOT_FOUND_PATH);
      built = {
        pages: new Set(all.filter((path) => !path.startsWith(BLOG_PREFIX))),
        articles: new Set(
          all.filter((path) => path.startsWith(BLOG_PREFIX)).map((path) => path.slice(BLOG_PREFIX.length)),
        ),
      };
    }
    return built;
  };

  async function published(now: number): Promise<Set<string>> {
    if (!slugs || now - slugs.at >= PUBLISHED_SLUGS_TTL_MS) {
      const last = slugs?.last;
      const reading = db()
        .then((opened) => publishedSlugs(opened, now))
        .catch(() => undefined);
      const current = { at: now, reading, last };
      slugs = current;
      void reading.then((read) => {
        if (read) current.last = read;
      });
    }
    return (await slugs.reading) ?? slugs.last ?? builtPages().articles;
  }

  return {
    async has(path, now) {
      if (!path.startsWith(BLOG_PREFIX)) return builtPages().pages.has(path);
      const slug = path.slice(BLOG_PREFIX.length);
      return !slug.includes("/") && (await published(now)).has(slug);
    },
  };
}
