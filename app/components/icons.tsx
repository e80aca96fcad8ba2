/**
 * The console's icons: lucide's drawings, each one empty `<svg class="lucide lucide-NAME">`
 * (ADR 008). The drawing is a CSS mask painted in the current colour (app.css `svg.lucide`; the
 * `lucide-NAME` utilities come from components/lucide-css.ts, lucide's own paths as data URLs), so
 * an icon is one element where an inline drawing was one more per stroke, and the client bundle
 * holds no drawings. Sizes and colours are classes, as before (`size-4`, `text-primary`).
 *
 * An icon is decorative (aria-hidden) unless it is given a label or role. Add one: export
 * `icon("lucide-NAME")` under lucide-react's name (`FooIcon`); the class must be written out
 * whole here, for Tailwind to find it.
 */
import type { SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML">;
export type Icon = (props: IconProps) => React.JSX.Element;

/** An icon component for one `lucide-NAME` class. */
export function icon(drawing: `lucide-${string}`): Icon {
  const base = `lucide ${drawing}`;
  function LucideIcon({ className, ...props }: IconProps) {
    const labelled = props["aria-label"] != null || props["aria-labelledby"] != null || props.role != null;
    return <svg aria-hidden={labelled ? undefined : true} className={className ? `${base} ${className}` : base} {...props} />;
  }
  return LucideIcon;
}
export const BellIcon = icon("lucide-bell");
export const BookOpenIcon = icon("lucide-book-open");
export const BriefcaseBusinessIcon = icon("lucide-briefcase-business");
export const BriefcaseIcon = icon("lucide-briefcase");
export const Building2Icon = icon("lucide-building-2");
export const ChartColumnIcon = icon("lucide-chart-column");
export const CheckCheckIcon = icon("lucide-check-check");
export const CheckIcon = icon("lucide-check");
export const ChevronLeftIcon = icon("lucide-chevron-left");
export const ChevronRightIcon = icon("lucide-chevron-right");
export const CircleCheckIcon = icon("lucide-circle-check");
export const CircleIcon = icon("lucide-circle");
export const Columns3Icon = icon("lucide-columns-3");
export const ConstructionIcon = icon("lucide-construction");
export const CpuIcon = icon("lucide-cpu");
export const CreditCardIcon = icon("lucide-credit-card");
export const ExternalLinkIcon = icon("lucide-external-link");
export const FileTextIcon = icon("lucide-file-text");
export const FolderIcon = icon("lucide-folder");
export const FolderOpenIcon = icon("lucide-folder-open");
export const GiftIcon = icon("lucide-gift");
export const HouseIcon = icon("lucide-house");
export const ImageIcon = icon("lucide-image");
export const InboxIcon = icon("lucide-inbox");
export const LandmarkIcon = icon("lucide-landmark");
export const LayersIcon = icon("lucide-layers");
export const LayoutGridIcon = icon("lucide-layout-grid");
export const Loader2Icon = icon("lucide-loader-2");
export const LockIcon = icon("lucide-lock");
export const LogOutIcon = icon("lucide-log-out");
export const MailCheckIcon = icon("lucide-mail-check");
export const MailIcon = icon("lucide-mail");
export const MaximizeIcon = icon("lucide-maximize");
export const MegaphoneIcon = icon("lucide-megaphone");
export const MenuIcon = icon("lucide-menu");
export const MessageCircleIcon = icon("lucide-message-circle");
export const MinimizeIcon = icon("lucide-minimize");
export const MonitorSmartphoneIcon = icon("lucide-monitor-smartphone");
export const NetworkIcon = icon("lucide-network");
export const PanelLeftIcon = icon("lucide-panel-left");
export const PlusIcon = icon("lucide-plus");
export const ReceiptIcon = icon("lucide-receipt");
export const ScaleIcon = icon("lucide-scale");
export const ScrollTextIcon = icon("lucide-scroll-text");
export const SearchIcon = icon("lucide-search");
export const SettingsIcon = icon("lucide-settings");
export const ShieldIcon = icon("lucide-shield");
export const SlidersHorizontalIcon = icon("lucide-sliders-horizontal");
export const SmartphoneIcon = icon("lucide-smartphone");
export const StoreIcon = icon("lucide-store");
export const Trash2Icon = icon("lucide-trash-2");
export const UserRoundIcon = icon("lucide-user-round");
export const UsersIcon = icon("lucide-users");
export const WalletIcon = icon("lucide-wallet");
export const WaypointsIcon = icon("lucide-waypoints");
export const WorkflowIcon = icon("lucide-workflow");
export const XIcon = icon("lucide-x");
export const BarChart3Icon = ChartColumnIcon;
