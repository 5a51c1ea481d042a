// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_PATH } from "../../lib/config/admin.ts";

let segment: string | null = null;
vi.mock("next/navigation", () => ({ useSelectedLayoutSegment: () => segment }));
const { ADMIN_SEGMENT, PublicMain, PublicOnly } = await import("./PublicOnly.tsx");

describe("the public frame's choice", () => {
  afterEach(() => {
    segment = null;
  });

  it("names the back office's own segment", () => {
    expect(`/${ADMIN_SEGMENT}`).toBe(ADMIN_PATH);
  });

  it("draws the public frame and its main landmark on the home page and every other public page", () => {
    for (const page of [null, "tarifs", "blog", "administration"]) {
      segment = page;
      const { container, unmount } = render(
        <>
          <PublicOnly>
            <header>En-tête</header>
          </PublicOnly>
          <PublicMain>contenu</PublicMain>
        </>,
      );
      expect(container.querySelector("header")?.textContent).toBe("En-tête");
      expect(container.querySelector("main#main")?.textContent).toBe("contenu");
      unmount();
    }
  });

  it("leaves the back office its own frame: no public header, no second main", () => {
    segment = ADMIN_SEGMENT;
    const { container } = render(
      <>
        <PublicOnly>
          <header>En-tête</header>
        </PublicOnly>
        <PublicMain>contenu</PublicMain>
      </>,
    );
    expect(container.querySelector("header")).toBeNull();
    expect(container.querySelector("main")).toBeNull();
    expect(container.textContent).toBe("contenu");
  });
});
