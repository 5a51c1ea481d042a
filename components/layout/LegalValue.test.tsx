import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { A_COMPLETER } from "../../lib/config/legal.ts";
import { LegalValue } from "./LegalValue.tsx";

describe("LegalValue", () => {
  it("highlights every placeholder and keeps the text around it", () => {
    const html = renderToStaticMarkup(<LegalValue>{`RCS ${A_COMPLETER} ${A_COMPLETER}`}</LegalValue>);
    expect(html).toBe(
      `RCS <mark data-legal-missing="true">${A_COMPLETER}</mark> <mark data-legal-missing="true">${A_COMPLETER}</mark>`,
    );
  });

  it("prints a value set as plain text", () => {
    expect(renderToStaticMarkup(<LegalValue>RCS Paris 123 456 782</LegalValue>)).toBe("RCS Paris 123 456 782");
  });
});
