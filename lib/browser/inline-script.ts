/**
 * Source of a classic inline script that calls `fn` with `args`, for the few behaviours that
 * must run before first paint (a module script runs too late for that). `fn` and the function
 * arguments must be self-contained: they are serialised with toString(), so they may only use
 * their parameters and browser globals, never an import. inline-script.test.ts runs each one
 * in an empty scope to prove it.
 */
// biome-ignore lint/suspicious/noExplicitAny: any function signature is accepted, only its source is used
type AnyFunction = (...args: any[]) => unknown;

export function inlineCall(fn: AnyFunction, ...args: unknown[]): string {
  // In JSON, "<" is escaped so that no argument can close the <script> element.
  const list = args.map((arg) =>
    typeof arg === "function" ? `(${arg.toString()})` : JSON.stringify(arg).replace(/</g, "\\u003c"),
  );
  const source = `(${fn.toString()})(${list.join(",")});`;
  if (/<\/script/i.test(source)) throw new Error("an inline script may not contain </script");
  return source;
}
