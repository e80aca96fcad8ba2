import {
  BarChart3Icon,
  BellIcon,
  BookOpenIcon,
  BriefcaseIcon,
  CircleIcon,
  CpuIcon,
  CreditCardIcon,
  FileTextIcon,
  FolderIcon,
  GiftIcon,
  HouseIcon,
  LandmarkIcon,
  LayersIcon,
  type LucideIcon,
  MessageCircleIcon,
  NetworkIcon,
  ReceiptIcon,
  ScaleIcon,
  ScrollTextIcon,
  SettingsIcon,
  ShieldIcon,
  SmartphoneIcon,
  StoreIcon,
  UsersIcon,
  WalletIcon,
  WorkflowIcon,
} from "lucide-react";

// Only the icons the menu uses are bundled: importing lucide's whole set would cost ~300 KB.
const ICONS: Record<string, LucideIcon> = {
  house: HouseIcon,
  home: HouseIcon,
  users: UsersIcon,
  briefcase: BriefcaseIcon,
  store: StoreIcon,
  network: NetworkIcon,
  cpu: CpuIcon,
  smartphone: SmartphoneIcon,
  receipt: ReceiptIcon,
  scale: ScaleIcon,
  landmark: LandmarkIcon,
  wallet: WalletIcon,
  "credit-card": CreditCardIcon,
  gift: GiftIcon,
  "file-text": FileTextIcon,
  "bar-chart-3": BarChart3Icon,
  "chart-bar": BarChart3Icon,
  bell: BellIcon,
  settings: SettingsIcon,
  "scroll-text": ScrollTextIcon,
  workflow: WorkflowIcon,
  "message-circle": MessageCircleIcon,
  folder: FolderIcon,
  layers: LayersIcon,
  shield: ShieldIcon,
  "book-open": BookOpenIcon,
};

/** A menu item's `source`, as a lucide icon ("iconfont xxx" names from older menus fall back). */
export function MenuIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name.trim().toLowerCase()] ?? CircleIcon;
  return <Icon className={className} aria-hidden />;
}
