import type { StorePage } from "../config/blog-pages.ts";

/**
 * The store's pages as the edge Worker shares them between its isolates and its locations (issue
 * 32): OpenNext's R2 incremental cache, provided by the Worker's entry (worker.ts). None on
 * Node, where the origin's store (page_snapshots) is already the level every instance shares.
 */
export interface SharedStorePages {
  /** The last page any isolate kept for the address, whatever its version. */
  get(pathname: string): Promise<StorePage | undefined>;
  /** Keeps the page the origin answered; a visitor's response does not wait for it (it ends after, if need be). */
  keep(pathname: string, page: StorePage): Promise<void>;
}

const SHARED = Symbol.for("gestio.shared-store-pages");
type Holder = { [SHARED]?: SharedStorePages | undefined };

/** What the Worker's entry provides (undefined on Node). */
export function sharedStorePages(): SharedStorePages | undefined {
  return (globalThis as Holder)[SHARED];
}

/** Called by the Worker's entry when it loads (and by tests). */
export function provideSharedStorePages(shared: SharedStorePages | undefined): void {
  (globalThis as Holder)[SHARED] = shared;
}
