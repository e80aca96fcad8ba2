import { cn } from "~/lib/utils";

/**
 * A menu item's `source` (a lucide icon name) as the class of its drawing (see
 * components/lucide-css.ts). Only these drawings are in the stylesheet, each class written out
 * whole for Tailwind to find; "iconfont xxx" names from older menus fall back to a circle.
 */
const ICONS: Record<string, string> = {
  house: "lucide-house",
  home: "lucide-house",
  users: "lucide-users",
  briefcase: "lucide-briefcase",
  "briefcase-business": "lucide-briefcase-business",
  "building-2": "lucide-building-2",
  waypoints: "lucide-waypoints",
  "monitor-smartphone": "lucide-monitor-smartphone",
  megaphone: "lucide-megaphone",
  "sliders-horizontal": "lucide-sliders-horizontal",
  "chart-column": "lucide-chart-column",
  "folder-open": "lucide-folder-open",
  store: "lucide-store",
  network: "lucide-network",
  cpu: "lucide-cpu",
  smartphone: "lucide-smartphone",
  receipt: "lucide-receipt",
  scale: "lucide-scale",
  landmark: "lucide-landmark",
  wallet: "lucide-wallet",
  "credit-card": "lucide-credit-card",
  gift: "lucide-gift",
  "file-text": "lucide-file-text",
  "bar-chart-3": "lucide-chart-column",
  "chart-bar": "lucide-chart-column",
  bell: "lucide-bell",
  settings: "lucide-settings",
  "scroll-text": "lucide-scroll-text",
  workflow: "lucide-workflow",
  "message-circle": "lucide-message-circle",
  folder: "lucide-folder",
  layers: "lucide-layers",
  "layout-grid": "lucide-layout-grid",
  shield: "lucide-shield",
  "book-open": "lucide-book-open",
};

export function menuIconClass(name: string): string {
  return ICONS[name.trim().toLowerCase()] ?? "lucide-circle";
}

/** A menu item's icon as an element (decorative). */
export function MenuIcon({ name, className }: { name: string; className?: string }) {
  return <svg aria-hidden className={cn("lucide", menuIconClass(name), className)} />;
}
