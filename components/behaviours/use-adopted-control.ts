import { type Dispatch, type RefObject, type SetStateAction, useLayoutEffect, useState } from "react";
import { valuesLeftIn } from "../../lib/browser/early-controls.ts";

/**
 * The one rule for a form control of a public page whose state React holds (`checked` or `value`
 * from the component's state): the framework loads at the visitor's first sign of activity, so that
 * very tap or keystroke reaches the native control before React does, and hydration leaves the
 * control as the visitor left it. The state starts from the server's `initial`, then, once mounted
 * and before the browser paints, from what the visitor left in the controls named `name` under
 * `root` (valuesLeftIn), mapped by `adopt` (undefined: nothing to adopt, `initial` stays).
 * Uncontrolled controls need none of it: the browser keeps their state and the code reads it from
 * the form (FormData). scripts/gates/adopted-controls.ts holds every public component to this rule.
 */
export function useAdoptedControl<T>(
  root: RefObject<Element | null>,
  name: string,
  initial: T,
  adopt: (values: string[]) => T | undefined,
): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when React adopts the control
  useLayoutEffect(() => {
    const left = adopt(valuesLeftIn(root.current, name));
    if (left !== undefined) setState(left);
  }, []);
  return [state, setState];
}
