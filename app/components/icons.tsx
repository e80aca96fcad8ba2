/**
 * The console's icons: lucide's drawings (the framework-free `lucide` package) as light React
 * components (ADR 008). Each draws `<svg class="lucide …" viewBox="0 0 24 24">` with its shapes
 * as one prebuilt string; the stroke and size defaults live once in app.css (`svg.lucide`),
 * not as nine attributes on every icon. On a list page this is ~1 ms of server time less than
 * lucide-react, whose icons the edge renders attribute by attribute.
 *
 * Only the icons imported here are bundled. Add one: import its drawing from "lucide" and
 * export it through `icon()` under lucide-react's name (`FooIcon`).
 */
import type { SVGProps } from "react";
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  Bell,
  BookOpen,
  Briefcase,
  BriefcaseBusiness,
  Building2,
  ChartColumn,
  Check,
  CheckCheck,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Circle,
  CircleCheck,
  Columns3,
  Construction,
  Cpu,
  CreditCard,
  ExternalLink,
  FileText,
  Folder,
  FolderOpen,
  Gift,
  House,
  Image,
  Inbox,
  Landmark,
  Layers,
  LayoutGrid,
  Loader2,
  Lock,
  LogOut,
  Mail,
  MailCheck,
  Maximize,
  Megaphone,
  Menu,
  MessageCircle,
  Minimize,
  MonitorSmartphone,
  Network,
  PanelLeft,
  Plus,
  Receipt,
  Scale,
  ScrollText,
  Search,
  Settings,
  Shield,
  SlidersHorizontal,
  Smartphone,
  Store,
  Trash2,
  UserRound,
  Users,
  Wallet,
  Waypoints,
  Workflow,
  X,
  type IconNode,
} from "lucide";
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML">;
export type Icon = (props: IconProps) => React.JSX.Element;

const escapeAttribute = (value: unknown) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** A lucide drawing as a component: decorative (aria-hidden) unless it is given a label or role. */
export function icon(name: string, node: IconNode): Icon {
  const shapes = {
    __html: node
      .map(([tag, attributes]) => {
        const list = Object.entries(attributes).map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`);
        return `<${tag}${list.join("")}></${tag}>`;
      })
      .join(""),
  };
  const base = `lucide lucide-${name}`;
  function LucideIcon({ className, ...props }: IconProps) {
    const labelled = props["aria-label"] != null || props["aria-labelledby"] != null || props.role != null;
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden={labelled ? undefined : true}
        className={className ? `${base} ${className}` : base}
        {...props}
        dangerouslySetInnerHTML={shapes}
      />
    );
  }
  return LucideIcon;
}
export const ArrowDownIcon = icon("arrow-down", ArrowDown);
export const ArrowUpDownIcon = icon("arrow-up-down", ArrowUpDown);
export const ArrowUpIcon = icon("arrow-up", ArrowUp);
export const BellIcon = icon("bell", Bell);
export const BookOpenIcon = icon("book-open", BookOpen);
export const BriefcaseBusinessIcon = icon("briefcase-business", BriefcaseBusiness);
export const BriefcaseIcon = icon("briefcase", Briefcase);
export const Building2Icon = icon("building-2", Building2);
export const ChartColumnIcon = icon("chart-column", ChartColumn);
export const CheckCheckIcon = icon("check-check", CheckCheck);
export const CheckIcon = icon("check", Check);
export const ChevronDownIcon = icon("chevron-down", ChevronDown);
export const ChevronLeftIcon = icon("chevron-left", ChevronLeft);
export const ChevronRightIcon = icon("chevron-right", ChevronRight);
export const CircleCheckIcon = icon("circle-check", CircleCheck);
export const CircleIcon = icon("circle", Circle);
export const Columns3Icon = icon("columns-3", Columns3);
export const ConstructionIcon = icon("construction", Construction);
export const CpuIcon = icon("cpu", Cpu);
export const CreditCardIcon = icon("credit-card", CreditCard);
export const ExternalLinkIcon = icon("external-link", ExternalLink);
export const FileTextIcon = icon("file-text", FileText);
export const FolderIcon = icon("folder", Folder);
export const FolderOpenIcon = icon("folder-open", FolderOpen);
export const GiftIcon = icon("gift", Gift);
export const HouseIcon = icon("house", House);
export const ImageIcon = icon("image", Image);
export const InboxIcon = icon("inbox", Inbox);
export const LandmarkIcon = icon("landmark", Landmark);
export const LayersIcon = icon("layers", Layers);
export const LayoutGridIcon = icon("layout-grid", LayoutGrid);
export const Loader2Icon = icon("loader-2", Loader2);
export const LockIcon = icon("lock", Lock);
export const LogOutIcon = icon("log-out", LogOut);
export const MailCheckIcon = icon("mail-check", MailCheck);
export const MailIcon = icon("mail", Mail);
export const MaximizeIcon = icon("maximize", Maximize);
export const MegaphoneIcon = icon("megaphone", Megaphone);
export const MenuIcon = icon("menu", Menu);
export const MessageCircleIcon = icon("message-circle", MessageCircle);
export const MinimizeIcon = icon("minimize", Minimize);
export const MonitorSmartphoneIcon = icon("monitor-smartphone", MonitorSmartphone);
export const NetworkIcon = icon("network", Network);
export const PanelLeftIcon = icon("panel-left", PanelLeft);
export const PlusIcon = icon("plus", Plus);
export const ReceiptIcon = icon("receipt", Receipt);
export const ScaleIcon = icon("scale", Scale);
export const ScrollTextIcon = icon("scroll-text", ScrollText);
export const SearchIcon = icon("search", Search);
export const SettingsIcon = icon("settings", Settings);
export const ShieldIcon = icon("shield", Shield);
export const SlidersHorizontalIcon = icon("sliders-horizontal", SlidersHorizontal);
export const SmartphoneIcon = icon("smartphone", Smartphone);
export const StoreIcon = icon("store", Store);
export const Trash2Icon = icon("trash-2", Trash2);
export const UserRoundIcon = icon("user-round", UserRound);
export const UsersIcon = icon("users", Users);
export const WalletIcon = icon("wallet", Wallet);
export const WaypointsIcon = icon("waypoints", Waypoints);
export const WorkflowIcon = icon("workflow", Workflow);
export const XIcon = icon("x", X);
export const BarChart3Icon = ChartColumnIcon;
