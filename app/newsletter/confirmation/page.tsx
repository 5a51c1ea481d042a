import { PageIntro } from "../../../components/layout/PageIntro.tsx";
import { ConfirmForm } from "../../../components/newsletter/ConfirmForm.tsx";
import { NewsletterOutcome } from "../../../components/newsletter/NewsletterOutcome.tsx";
import {
  NEWSLETTER_CONFIRM_OUTCOMES,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_TOKEN_PARAM,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  NEWSLETTER_CONFIRM_TEXTS as T,
} from "../../../lib/config/newsletter.ts";
import { pageMetadata } from "../../../lib/seo/metadata.ts";
import { serverRuntime } from "../../../lib/server/runtime.ts";

export const metadata = pageMetadata({
  title: T.title,
  description: T.metaDescription,
  path: NEWSLETTER_CONFIRM_PATH,
  noindex: true,
});

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * /newsletter/confirmation?jeton=…, the confirmation e-mail's link, rendered per request (noindex,
 * a nonce policy: middleware.ts). Opening it confirms nothing (mail scanners open links): it reads
 * the link and shows the one « Confirmer mon inscription » button, or says why the link cannot serve.
 */
export default async function NewsletterConfirmationPage({ searchParams }: { searchParams: Search }) {
  const raw = (await searchParams)[NEWSLETTER_TOKEN_PARAM];
  const token = typeof raw === "string" ? raw.trim().slice(0, 200) : "";
  const { store } = await serverRuntime();
  const state = token ? await store.newsletterLink(token, Date.now()) : "invalid";
  return (
    <>
      <PageIntro eyebrow="Newsletter" title={T.title} />
      <div className="container-page pb-16">
        <div className="max-w-2xl">
          {state === "valid" ? (
            <ConfirmForm token={token} />
          ) : (
            <NewsletterOutcome {...NEWSLETTER_CONFIRM_OUTCOMES[state]} error={state !== "used"} focus={false} />
          )}
          <p className="mt-6 flex flex-wrap gap-4">
            <a href="/" className="btn btn-secondary">
              {T.home}
            </a>
            <a href={NEWSLETTER_UNSUBSCRIBE_PATH} className="btn btn-ghost">
              {T.unsubscribe}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}
