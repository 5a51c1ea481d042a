import { PageIntro } from "../../../components/layout/PageIntro.tsx";
import { UnsubscribeForm } from "../../../components/newsletter/UnsubscribeForm.tsx";
import {
  NEWSLETTER_TOKEN_PARAM,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  NEWSLETTER_UNSUBSCRIBE_TEXTS as T,
} from "../../../lib/config/newsletter.ts";
import { pageMetadata } from "../../../lib/seo/metadata.ts";

export const metadata = pageMetadata({
  title: T.title,
  description: T.metaDescription,
  path: NEWSLETTER_UNSUBSCRIBE_PATH,
  noindex: true,
});

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * « Se désinscrire » (linked from the confirmation e-mail and the privacy policy), no sign-in,
 * rendered per request (noindex, a nonce policy: middleware.ts): with the e-mail's token one button,
 * without it the address to unsubscribe. Opening it changes nothing.
 */
export default async function NewsletterUnsubscribePage({ searchParams }: { searchParams: Search }) {
  const raw = (await searchParams)[NEWSLETTER_TOKEN_PARAM];
  const token = typeof raw === "string" ? raw.trim().slice(0, 200) : "";
  return (
    <>
      <PageIntro eyebrow="Newsletter" title={T.title} />
      <div className="container-page pb-16">
        <div className="max-w-2xl">
          <UnsubscribeForm token={token} />
          <p className="mt-6">
            <a href="/" className="btn btn-secondary">
              {T.home}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
