import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Unlike shadcn's default, it does not run tailwind-merge (~8 KB gzip on
 * every page, ADR 003): a component that wants a different size or spacing takes a variant
 * instead of overriding a utility through className.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
