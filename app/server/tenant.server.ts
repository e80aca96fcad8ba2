/**
 * What the console knows about a tenant before anyone signs in: which tenant a subdomain
 * names, its theme and logo, and its login settings. These rarely change and sit on the hot
 * path of every page, so each isolate keeps them for a minute.
 */
import { preferenceCookie } from "~/server/preference-cookie.server";
import { isFileRef, isInlineImage } from "~/lib/file-ref";
import { system } from "@contract";
import { BackendFile, callEntry, DEFAULT_TENANT_ID, orNullOnBackendError, publicCall } from "./backend.server";
import { IsolateCache } from "./isolate-cache.server";

import { DEFAULT_THEME } from "~/lib/theme";
export { DEFAULT_THEME };
/**
 * The platform's own tenant (ADR 017: it sells the flow packages and confirms the tenants'
 * transfers): its operators may see every tenant; any other tenant sees only itself.
 */
export const PLATFORM_TENANT_ID = DEFAULT_TENANT_ID;

/** The tenants an operator of `tenantId` may be shown, from a list of all (the platform: all; others: only their own). */
export function visibleTenants<T extends { value: string }>(tenantId: string, all: T[]): T[] {
  return tenantId === PLATFORM_TENANT_ID ? all : all.filter((tenant) => tenant.value === tenantId);
}

const CACHE_MS = 60_000;
const FAILURE_CACHE_MS = 5_000;

/** `leftLogo` is what an `<img src>` may show: the public logo route for a reference, an inline image, or "" (ADR 030). */
export type TenantTheme = { webTheme: string; leftLogo: string; title: string };
export type TenantSettings = {
  captchaEnabled: boolean;
  loginModes: string[];
  marketingLink: string;
  /** Minutes without input after which a console tab locks itself; 0 = never. */
  autoLockMinutes: number;
  /** How old a token may get before the edge refreshes it (spec §4 tokenTime); null: the Worker's default. */
  tokenTimeSeconds: number | null;
};

const cache = new IsolateCache<unknown>(CACHE_MS);

/** A failed load answers the fallback, and keeps it for a few seconds only. */
function cached<T>(key: string, load: () => Promise<T>, fallback: T): Promise<T> {
  return (cache.get(key, load) as Promise<T>).catch(() => {
    cache.put(key, Promise.resolve(fallback), FAILURE_CACHE_MS);
    return fallback;
  });
}

/** The last tenant used on this browser, so the login form and theme remember it. */
export const tenantCookie = preferenceCookie("console_tenant");

export function isTenantId(value: unknown): value is string {
  return typeof value === "string" && /^\d{6}$/.test(value);
}

function isPlainHost(hostname: string): boolean {
  return !hostname.includes(".") || /^[\d.]+$/.test(hostname) || hostname.includes(":");
}

/** `TENANT_SUBDOMAINS = "t1=000001,t2=000002"`: the configured subdomain → tenant mapping. */
export function subdomainMapping(value: unknown): Map<string, string> {
  const mapping = new Map<string, string>();
  for (const pair of String(value ?? "").split(",")) {
    const [label, tenantId] = pair.split("=").map((part) => part.trim().toLowerCase());
    if (label && isTenantId(tenantId)) mapping.set(label, tenantId);
  }
  return mapping;
}

/**
 * The tenant a subdomain names (t2.console.example → 000002), or null: the configured mapping
 * first, else the backend's tenant lookup by domain.
 */
export function tenantFromHost(env: Env, request: Request): Promise<string | null> {
  const hostname = new URL(request.url).hostname.toLowerCase();
  if (isPlainHost(hostname) || hostname.startsWith("www.")) return Promise.resolve(null);
  const configured = subdomainMapping((env as unknown as Record<string, unknown>).TENANT_SUBDOMAINS).get(
    hostname.split(".")[0],
  );
  if (configured) return Promise.resolve(configured);
  return cached(
    `host:${hostname}`,
    async () => {
      const info = await publicCall(env, system.tenant.info, { query: { domain: hostname } });
      const tenantId = info && "tenantId" in info ? info.tenantId : null;
      return isTenantId(tenantId) ? tenantId : null;
    },
    null,
  );
}

/** Subdomain first, then the remembered tenant, then 000001. */
export async function currentTenant(env: Env, request: Request): Promise<{ tenantId: string; fromHost: boolean }> {
  const fromHost = await tenantFromHost(env, request);
  if (fromHost) return { tenantId: fromHost, fromHost: true };
  const remembered = await tenantCookie.parse(request.headers.get("Cookie"));
  return { tenantId: isTenantId(remembered) ? remembered : DEFAULT_TENANT_ID, fromHost: false };
}

export function tenantTheme(env: Env, tenantId: string): Promise<TenantTheme> {
  const fallback: TenantTheme = { webTheme: DEFAULT_THEME, leftLogo: "", title: "" };
  return cached(
    `theme:${tenantId}`,
    async () => {
      const found = await publicCall(env, system.deptDesign.byTenant, { tenantId, query: { tenantId } });
      const data: Partial<Record<keyof TenantTheme, unknown>> = found ?? {};
      return {
        webTheme:
          typeof data.webTheme === "string" && /^theme-[a-z0-9-]+$/.test(data.webTheme) ? data.webTheme : DEFAULT_THEME,
        leftLogo: logoSrc(tenantId, typeof data?.leftLogo === "string" ? data.leftLogo : ""),
        title: typeof data?.title === "string" ? data.title : "",
      };
    },
    fallback,
  );
}

/**
 * The stored logo as the pages show it (ADR 030): a reference through the public logo route
 * (`v`, the reference, changes the URL when the logo changes), an inline image as it is; a storage
 * path or any other URL is never passed on.
 */
function logoSrc(tenantId: string, stored: string): string {
  if (isFileRef(stored)) return `/theme/logo/${tenantId}?v=${stored}`;
  return isInlineImage(stored) ? stored : "";
}

/** The tenant's current logo's bytes (the backend's public dept-design/logo), or null when it has none stored. */
export async function tenantLogo(env: Env, tenantId: string): Promise<BackendFile | null> {
  const answer = await orNullOnBackendError(callEntry(env, system.deptDesign.logo, { tenantId, query: { tenantId } }));
  return answer?.body instanceof BackendFile ? answer.body : null;
}

/** The tenant's tokenTime when it is a sane number of seconds (the backend allows 300–86400). */
function tokenTime(value: unknown): number | null {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds >= 60 && seconds <= 86_400 ? seconds : null;
}

export function tenantSettings(env: Env, tenantId: string): Promise<TenantSettings> {
  const fallback: TenantSettings = {
    captchaEnabled: false,
    loginModes: ["password"],
    marketingLink: "",
    autoLockMinutes: 0,
    tokenTimeSeconds: null,
  };
  return cached(
    `settings:${tenantId}`,
    async () => {
      const data: Record<string, unknown> | null = await publicCall(env, system.commonSetting.byTenant, {
        tenantId,
        query: { tenantId },
      });
      const modes = String(data?.loginModes ?? "password")
        .split(",")
        .map((m) => m.trim())
        .filter(Boolean);
      return {
        captchaEnabled: Number(data?.captchaEnabled) === 1,
        loginModes: modes.length ? modes : ["password"],
        marketingLink: typeof data?.marketingLink === "string" ? data.marketingLink : "",
        autoLockMinutes: Math.max(0, Number(data?.autoLockMinutes) || 0),
        tokenTimeSeconds: tokenTime(data?.tokenTime),
      };
    },
    fallback,
  );
}
