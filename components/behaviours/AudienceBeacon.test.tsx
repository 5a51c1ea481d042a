// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SITE_VIEWS_GLOBAL, type SiteViews } from "../../lib/browser/site-views.ts";

/** The page's path as Next gives it. */
const state = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => state.pathname }));

const { AudienceBeacon } = await import("./AudienceBeacon.tsx");

/** The views' global as the inline boot leaves it: the document's own path already noted. */
function bootedPage(pathname: string): SiteViews {
  const views: SiteViews = { paths: [pathname] };
  (window as unknown as Record<string, unknown>)[SITE_VIEWS_GLOBAL] = views;
  state.pathname = pathname;
  const page = render(<AudienceBeacon />);
  return Object.assign(views, {
    navigate(to: string) {
      state.pathname = to;
      page.rerender(<AudienceBeacon />);
    },
  });
}

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[SITE_VIEWS_GLOBAL];
});

afterEach(cleanup);

describe("AudienceBeacon", () => {
  it("renders nothing and does not note the document's page again", () => {
    const views = bootedPage("/tarifs");
    expect(document.body.innerHTML).toBe("<div></div>");
    expect(views.paths).toEqual(["/tarifs"]);
  });

  it("notes each page reached by a client-side navigation, the first one again when the visitor comes back to it", () => {
    const page = bootedPage("/tarifs") as SiteViews & { navigate(to: string): void };
    page.navigate("/contact");
    page.navigate("/tarifs");
    expect(page.paths).toEqual(["/tarifs", "/contact", "/tarifs"]);
  });

  it("tells the site script directly once it is there", () => {
    const page = bootedPage("/blog") as SiteViews & { navigate(to: string): void };
    const seen: string[] = [];
    page.view = (path) => void seen.push(path);
    page.navigate("/tarifs");
    expect(seen).toEqual(["/tarifs"]);
  });
});
