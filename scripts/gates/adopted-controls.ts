/**
 * The rule of components/behaviours/use-adopted-control.ts, read from the sources: on a public page
 * (app/ and components/, the back office left out), a form control whose state React holds (a
 * `value` or `checked` prop on an `<input>`, `<select>` or `<textarea>`, hidden inputs aside) is
 * rendered by a component that starts that state from what the visitor left (useAdoptedControl).
 * Otherwise a tap or a keystroke made before the framework arrived shows on the page while the
 * component's state ignores it.
 */
import ts from "typescript";
import { isTestFile, type Sources } from "./import-boundaries.ts";

const CONTROLS = new Set(["input", "select", "textarea"]);
export const ADOPTING_HOOK = "useAdoptedControl";

export interface ControlViolation {
  file: string;
  line: number;
  message: string;
}

/** A public page's client-side source: what the visitor may press before React runs. */
function isPublicComponentFile(path: string): boolean {
  return /^(app|components)\/.*\.tsx$/.test(path) && !/^(app|components)\/admin\//.test(path) && !isTestFile(path);
}

function attributeNamed(element: ts.JsxOpeningLikeElement, name: string): ts.JsxAttribute | undefined {
  return element.attributes.properties.find(
    (property): property is ts.JsxAttribute => ts.isJsxAttribute(property) && property.name.getText() === name,
  );
}

function typeOf(element: ts.JsxOpeningLikeElement): string | undefined {
  const type = attributeNamed(element, "type")?.initializer;
  return type !== undefined && ts.isStringLiteral(type) ? type.text : undefined;
}

/** The props that hold a control's state: a radio's or a checkbox's `value` is only what it sends. */
function stateProps(element: ts.JsxOpeningLikeElement): string[] {
  const type = typeOf(element);
  return type === "radio" || type === "checkbox" ? ["checked"] : ["value", "checked"];
}

/** The outermost function around `node` (the component: hooks are called at its top). */
function componentOf(node: ts.Node): ts.Node | undefined {
  let found: ts.Node | undefined;
  for (let current = node.parent; current; current = current.parent) if (ts.isFunctionLike(current)) found = current;
  return found;
}

function callsHook(node: ts.Node): boolean {
  let found = false;
  const visit = (child: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(child) && child.expression.getText() === ADOPTING_HOOK) found = true;
    else ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

export function controlViolations(sources: Sources): ControlViolation[] {
  const violations: ControlViolation[] = [];
  for (const [file, text] of sources) {
    if (!isPublicComponentFile(file)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        CONTROLS.has(node.tagName.getText()) &&
        typeOf(node) !== "hidden"
      ) {
        const controlled = stateProps(node).find((name) => attributeNamed(node, name));
        const component = componentOf(node);
        if (controlled && !(component && callsHook(component)))
          violations.push({
            file,
            line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
            message: `<${node.tagName.getText()} ${controlled}={…}> takes its state from React without ${ADOPTING_HOOK}: what the visitor did before the framework arrived would be lost`,
          });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return violations;
}
