/**
 * The home page's pre-registration popup, from the site script (site-script.ts): while the visitor
 * is on "/" and the popup may still open (hasSeenPreRegistrationPopup not set), its island
 * (components/behaviours/pre-registration-island.tsx, React and Radix in a chunk of their own) is
 * fetched (on the document's own page, the loader has already asked for its files with the site
 * script's: site-script-loader.ts) and mounted; on leaving "/" by a client-side navigation it is unmounted, its timer with
 * it. The 6 s are counted from the document's start for the document's own page, from the
 * navigation for a page reached later (as when Next rendered it).
 */
import { documentStart } from "./page-start.ts";
import { POPUP_PATH, popupMayOpen } from "./popup-may-open.ts";
import { yieldTask } from "./yield-task.ts";

type Island = Pick<
  typeof import("../../components/behaviours/pre-registration-island.tsx"),
  "mountPreRegistrationPopup"
>;

const loadIsland = () => import("../../components/behaviours/pre-registration-island.tsx");

export interface PopupViews {
  /** Told of each page viewed, the document's own first. */
  view(path: string): void;
  /** Settles once the popup of the page last viewed is mounted (or will not be). */
  settled(): Promise<void>;
}

/** `load` fetches the island (a test gives it directly). */
export function preRegistrationViews(load: () => Promise<Island> = loadIsland): PopupViews {
  let first = true;
  let current = "";
  let since = 0;
  let unmount: (() => void) | undefined;
  let pending: Promise<void> = Promise.resolve();
  return {
    view(path) {
      since = first ? documentStart() : performance.now();
      first = false;
      current = path;
      if (path !== POPUP_PATH) {
        unmount?.();
        unmount = undefined;
        return;
      }
      if (unmount || !popupMayOpen(path)) return;
      pending = load()
        // The island's code evaluated in one task, the popup mounted in the next: neither is long alone.
        .then(async (island) => {
          await yieldTask();
          return island;
        })
        .then(({ mountPreRegistrationPopup }) => {
          // Gone meanwhile, or already mounted by an earlier view's island: nothing to do.
          if (current === POPUP_PATH && !unmount) unmount = mountPreRegistrationPopup(since);
        })
        .catch(() => console.warn("[pre-registration] the popup could not be loaded"));
    },
    settled: () => pending,
  };
}
