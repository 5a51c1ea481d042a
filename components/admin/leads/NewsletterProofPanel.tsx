import { isPagePath } from "../../../lib/audience/landing.ts";
import { NEWSLETTER_PROOF_LABELS as L, newsletterStateLabel } from "../../../lib/config/newsletter-proof.ts";
import { formatLongDateTime } from "../../../lib/format/french-format.ts";
import type { NewsletterProof } from "../../../lib/server/newsletter/proof.ts";

const TERM = "font-semibold text-ink";

function Moment({ at }: { at: number }) {
  return <time dateTime={new Date(at).toISOString()}>{formatLongDateTime(new Date(at))}</time>;
}

/**
 * A newsletter lead's proof of consent: the subscription's state, its moments (Paris time), the
 * form's page, and the consent text's version with the text itself as it was shown.
 */
export function NewsletterProofPanel({ proof }: { proof: NewsletterProof | null }) {
  return (
    <>
      <h2 id="newsletter" className="mt-8 scroll-mt-4 text-xl font-semibold text-ink">
        {L.heading}
      </h2>
      {proof ? (
        <>
          <p className="body-text mt-2 max-w-prose">{L.intro}</p>
          <dl className="card mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[14rem_1fr]" data-newsletter-proof={proof.state}>
            <dt className={TERM}>{L.state}</dt>
            <dd className="font-medium">{newsletterStateLabel(proof.state)}</dd>
            <dt className={TERM}>{L.signedUpAt}</dt>
            <dd>
              <Moment at={proof.signedUpAt} />
            </dd>
            <dt className={TERM}>{L.confirmedAt}</dt>
            <dd>{proof.confirmedAt !== null ? <Moment at={proof.confirmedAt} /> : L.notConfirmed}</dd>
            {proof.withdrawnAt !== null && (
              <>
                <dt className={TERM}>{L.withdrawnAt}</dt>
                <dd>
                  <Moment at={proof.withdrawnAt} />
                </dd>
              </>
            )}
            <dt className={TERM}>{L.pagePath}</dt>
            <dd>
              {isPagePath(proof.pagePath) ? (
                <a href={proof.pagePath} className="link-inline break-all underline">
                  {proof.pagePath}
                </a>
              ) : (
                <span className="break-all">{proof.pagePath ?? L.unknownPage}</span>
              )}
            </dd>
            <dt className={TERM}>{L.consentVersion}</dt>
            <dd className="break-words">{proof.consentVersion}</dd>
            <dt className={TERM}>{L.consentText}</dt>
            <dd>
              {proof.consentText !== null ? (
                <blockquote className="whitespace-pre-wrap break-words border-l-4 border-line pl-3">
                  {proof.consentText}
                </blockquote>
              ) : (
                L.missingText
              )}
            </dd>
          </dl>
        </>
      ) : (
        <p className="body-text mt-2 max-w-prose" data-newsletter-proof="none">
          {L.none}
        </p>
      )}
    </>
  );
}
