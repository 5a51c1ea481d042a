/**
 * How the always-loaded loader (src/components/FormsLoader.astro) hands work to the
 * forms bundle once it has loaded: DOM events on `document`, the element in `detail`.
 */
export const FORMS_EVENTS = {
  /** detail: the opener, an element with data-open-dialog. */
  open: "site-forms:open",
  /** detail: the newsletter form being submitted. */
  newsletter: "site-forms:newsletter",
} as const;
