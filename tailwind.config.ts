import type { Config } from "tailwindcss";

/**
 * Design tokens of the site, loaded by app/globals.css with `@config`. Every text colour meets
 * WCAG 2.2 AA (4.5:1) on white and on `surface`; `on-brand` meets it on every brand fill used.
 */
export default {
  theme: {
    extend: {
      // The visitor's own interface font: nothing to download, nothing on the path of the first paint (LCP), no
      // re-flow when a web font arrives (CLS), and no request to any other origin.
      fontFamily: {
        sans: [
          "system-ui",
          "-apple-system",
          '"Segoe UI"',
          "Roboto",
          '"Helvetica Neue"',
          "Arial",
          '"Noto Sans"',
          "sans-serif",
        ],
      },
      colors: {
        brand: { 50: "#eff4ff", 100: "#dbe6fe", 600: "#1d4ed8", 700: "#1e40af", 800: "#1e3a8a" },
        accent: { 50: "#effcf9", 600: "#0f766e" },
        ink: "#0f172a",
        muted: "#475569",
        line: "#cbd5e1",
        surface: "#f8fafc",
        danger: "#b91c1c",
        success: "#15803d",
        "on-brand": "#ffffff",
      },
      fontSize: {
        display: ["clamp(2.25rem, 1.6rem + 2.6vw, 3.5rem)", { lineHeight: "1.1" }],
      },
    },
  },
} satisfies Config;
