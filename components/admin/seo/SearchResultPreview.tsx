/**
 * A page as a Google result draws it: the site and its path, the title in Arial (20 px on a
 * computer, cut with « … » past 600 px, as lib/seo/serp.ts measures it; on a phone it wraps on two
 * lines), then the description (two lines on a computer, three on a phone). An approximation for
 * reviewing, not Google's own rendering.
 */
export function SearchResultPreview({
  device,
  siteName,
  url,
  title,
  description,
}: {
  device: "desktop" | "mobile";
  siteName: string;
  url: string;
  title: string;
  description: string;
}) {
  const { host, pathname } = new URL(url);
  const crumbs = [host, ...pathname.split("/").filter(Boolean)].join(" › ");
  const desktop = device === "desktop";
  return (
    <figure className="max-w-full">
      <figcaption className="mb-2 text-sm font-semibold text-ink">
        {desktop ? "Résultat Google sur ordinateur" : "Résultat Google sur mobile"}
      </figcaption>
      <div
        className={`rounded-lg border border-line bg-white p-4 font-[Arial,Helvetica,sans-serif] ${desktop ? "w-[632px]" : "w-[360px]"} max-w-full`}
        data-serp-preview={device}
      >
        <p className="text-sm text-[#202124]">{siteName}</p>
        <p className="truncate text-xs text-[#4d5156]">{crumbs}</p>
        <p
          className={`mt-1 text-[#1a0dab] ${desktop ? "truncate text-[20px] leading-[26px]" : "line-clamp-2 text-[18px] leading-6"}`}
          data-serp-title
        >
          {title || "(sans titre)"}
        </p>
        <p className={`mt-1 text-sm text-[#4d5156] ${desktop ? "line-clamp-2" : "line-clamp-3"}`}>
          {description || "(aucune description : Google en compose une à partir du texte de la page)"}
        </p>
      </div>
    </figure>
  );
}

/** The same result on a computer and on a phone, side by side (the SEO desk's sheet, the article editor). */
export function SearchResultPreviews(props: { siteName: string; url: string; title: string; description: string }) {
  return (
    <div className="mt-4 flex flex-wrap gap-6">
      {(["desktop", "mobile"] as const).map((device) => (
        <SearchResultPreview key={device} device={device} {...props} />
      ))}
    </div>
  );
}
