/**
 * A Tailwind plugin (app.css: `@plugin`): the utility `lucide-NAME` sets `--lucide` to lucide's
 * drawing of NAME (kebab case, as lucide names it) as an SVG data URL, which app.css paints as a
 * mask in the current colour (`svg.lucide`, `icon-before`, `icon-after`). So an icon is one empty
 * element, or none at all, instead of an <svg> with a child per stroke: the page has fewer
 * elements for React to render and the browser to build, and the client bundle carries no
 * drawings. Tailwind emits only the icons whose class appears in the sources
 * (components/icons.tsx, components/menu-icon.tsx).
 *
 * The drawing is lucide's own (24-unit box, stroke 2, round caps and joins), so a masked icon
 * looks as the inline SVG did.
 */
import { icons } from "lucide";
import plugin from "tailwindcss/plugin";

type IconNode = [tag: string, attributes: Record<string, string | number | undefined>][];

/** lucide's export name in kebab case, as its icons are named: ArrowUpDown → arrow-up-down, Trash2 → trash-2. */
const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1-$2")
    .replace(/([a-zA-Z])(\d)/g, "$1-$2")
    .toLowerCase();

/** lucide's drawing as a standalone SVG document (black strokes: only the mask's alpha counts). */
function svgDocument(node: IconNode): string {
  const shapes = node
    .map(([tag, attributes]) => {
      const list = Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => ` ${key}='${value}'`);
      return `<${tag}${list.join("")}/>`;
    })
    .join("");
  return (
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' " +
    `stroke-linecap='round' stroke-linejoin='round'>${shapes}</svg>`
  );
}

/** A data URL as short as it can be: only the characters a CSS url("…") needs escaped are. */
const dataUrl = (svg: string) => `url("data:image/svg+xml,${svg.replace(/[<>#%"{}|\\^`[\]\n]/g, encodeURIComponent)}")`;

const drawings = new Map<string, IconNode>();
for (const [name, node] of Object.entries(icons as unknown as Record<string, IconNode>))
  drawings.set(kebab(name), node);

export default plugin(({ matchUtilities }) => {
  matchUtilities(
    {
      lucide: (name: string) => {
        const node = drawings.get(name);
        return node ? { "--lucide": dataUrl(svgDocument(node)) } : [];
      },
    },
    { values: Object.fromEntries([...drawings.keys()].map((name) => [name, name])) },
  );
});
