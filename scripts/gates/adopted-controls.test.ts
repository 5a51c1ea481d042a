import { describe, expect, it } from "vitest";
import { controlViolations } from "./adopted-controls.ts";
import { readSources } from "./import-boundaries.ts";

const sources = (files: Record<string, string>) => new Map(Object.entries(files));

describe("the public controls React holds", () => {
  it("all start from what the visitor left, in this project", () => {
    expect(controlViolations(readSources(process.cwd()))).toEqual([]);
  });

  it("refuses a controlled radio, field or select of a public component that does not adopt it", () => {
    const violations = controlViolations(
      sources({
        "components/behaviours/Picker.tsx": `export function Picker({ apps }) {
  const [id, setId] = useState();
  return apps.map((app) => <input type="radio" checked={app.id === id} onChange={() => setId(app.id)} />);
}`,
        "app/blog/Search.tsx": `export const Search = () => {
  const [q, setQ] = useState("");
  return (
    <form>
      <textarea value={q} onChange={(e) => setQ(e.target.value)} />
      <select value={q}><option>a</option></select>
    </form>
  );
};`,
      }),
    );
    expect(violations.map((v) => `${v.file}:${v.line} ${v.message.split(" takes")[0]}`)).toEqual([
      "components/behaviours/Picker.tsx:3 <input checked={…}>",
      "app/blog/Search.tsx:5 <textarea value={…}>",
      "app/blog/Search.tsx:6 <select value={…}>",
    ]);
  });

  it("lets through adopted and uncontrolled controls, hidden inputs, the back office and tests", () => {
    expect(
      controlViolations(
        sources({
          "components/behaviours/Picker.tsx": `export function Picker({ apps }) {
  const group = useRef(null);
  const [id, setId] = useAdoptedControl(group, "app", undefined, ([v]) => v);
  return <div ref={group}>{apps.map((app) => <input type="radio" name="app" checked={app.id === id} />)}</div>;
}`,
          "components/forms/Field.tsx": `export const Field = () => <><input defaultValue="x" /><input type="hidden" value="/contact" /><input type="checkbox" value="crmpro" defaultChecked /></>;`,
          "components/admin/Filter.tsx": `export const Filter = ({ v }) => <select value={v} />;`,
          "app/admin/page.tsx": `export default () => <input value="x" />;`,
          "components/behaviours/Picker.test.tsx": `render(<input value="x" />);`,
          "lib/browser/thing.ts": `const x = 1;`,
        }),
      ),
    ).toEqual([]);
  });
});
