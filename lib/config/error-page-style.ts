/**
 * The look of the two pages the site draws without its stylesheet: the screen of a page that
 * cannot be drawn (app/global-error.tsx) and the answer to a form sent from an earlier build's
 * page (lib/security/stale-form-answer.ts). Element selectors only, the design's colours (ink,
 * muted, brand-600 of tailwind.config.ts: a test holds them equal) and the visitor's own font.
 */
export const ERROR_PAGE_CSS =
  "body{margin:0;font:1rem/1.6 system-ui,sans-serif;color:#0f172a}main{max-width:40rem;margin:0 auto;padding:4rem 1.5rem}p{color:#475569}dt{font-weight:600;margin-top:1rem}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}a{color:#1d4ed8;font-weight:600}nav{display:flex;flex-wrap:wrap;gap:1.5rem}";
