/**
 * The console's icons: lucide's drawings, each one empty `<svg class="lucide lucide-NAME">`
 * (ADR 008). The drawing is a CSS mask painted in the current colour (app.css `svg.lucide`; the
 * `lucide-NAME` utilities come from components/lucide-css.ts, lucide's own paths as data URLs), so
 * an icon is one element where an inline drawing was one more per stroke, and the client bundle
 * holds no drawings. Sizes and colours are classes, as before (`size-4`, `text-primary`).
 *
 * An icon is decorative (aria-hidden) unless it is given a label or role. Add one: export
 * `icon("lucide-NAME")` under lucide-react's name (`FooIcon`); the class must be written out
 * whole, for Tailwind to find it. Where the icon sits first or last in a flex row (menus, the top
 * bar, sort headers), the row draws it itself and it costs no element at all: `icon-before
 * lucide-NAME` or `icon-after after:lucide-NAME` on the row (app.css).
 */
import type { SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML">;
export type Icon = (props: IconProps) => React.JSX.Element;

/** An icon component for one `lucide-NAME` class. */
export function icon(drawing: `lucide-${string}`): Icon {
  const base = `lucide ${drawing}`;
  function LucideIcon({ className, ...props }: IconProps) {
    const labelled = props["aria-label"] != null || props["aria-labelledby"] != null || props.role != null;
    return (
      <svg aria-hidden={labelled ? undefined : true} className={className ? `${base} ${className}` : base} {...props} />
    );
  }
  return LucideIcon;
}
export const CheckCheckIcon = icon("lucide-check-check");
export const CheckIcon = icon("lucide-check");
export const ChevronLeftIcon = icon("lucide-chevron-left");
export const ChevronRightIcon = icon("lucide-chevron-right");
export const CircleCheckIcon = icon("lucide-circle-check");
export const Columns3Icon = icon("lucide-columns-3");
export const CopyIcon = icon("lucide-copy");
export const DownloadIcon = icon("lucide-download");
export const ImageIcon = icon("lucide-image");
export const InboxIcon = icon("lucide-inbox");
export const Loader2Icon = icon("lucide-loader-2");
export const LockIcon = icon("lucide-lock");
export const MailCheckIcon = icon("lucide-mail-check");
export const MaximizeIcon = icon("lucide-maximize");
export const MenuIcon = icon("lucide-menu");
export const MinimizeIcon = icon("lucide-minimize");
export const PlusIcon = icon("lucide-plus");
export const SearchIcon = icon("lucide-search");
export const Trash2Icon = icon("lucide-trash-2");
export const UserRoundIcon = icon("lucide-user-round");
export const WalletIcon = icon("lucide-wallet");
export const XIcon = icon("lucide-x");
