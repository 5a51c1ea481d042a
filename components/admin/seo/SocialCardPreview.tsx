/**
 * A page shared on a social network (LinkedIn, Facebook, X): its Open Graph image, the site's
 * domain, the social title and description. The image is this server's own copy of it.
 */
export function SocialCardPreview({
  imageSrc,
  imageAlt,
  domain,
  title,
  description,
}: {
  imageSrc: string | undefined;
  imageAlt: string | undefined;
  domain: string;
  title: string;
  description: string;
}) {
  return (
    <figure className="max-w-full">
      <figcaption className="mb-2 text-sm font-semibold text-ink">Aperçu du partage sur les réseaux sociaux</figcaption>
      <div
        className="w-[500px] max-w-full overflow-hidden rounded-lg border border-line bg-surface"
        data-social-preview
      >
        {imageSrc ? (
          // biome-ignore lint/performance/noImgElement: the page's own Open Graph image, shown as a network shows it
          <img
            src={imageSrc}
            alt={imageAlt ?? ""}
            width={1200}
            height={630}
            className="aspect-[1200/630] h-auto w-full"
          />
        ) : (
          <p className="flex aspect-[1200/630] items-center justify-center p-4 text-muted">Aucune image de partage</p>
        )}
        <div className="border-t border-line p-3">
          <p className="text-xs uppercase text-muted">{domain}</p>
          <p className="font-semibold text-ink">{title || "(sans titre)"}</p>
          <p className="line-clamp-2 text-sm text-muted">{description || "(aucune description)"}</p>
        </div>
      </div>
    </figure>
  );
}
