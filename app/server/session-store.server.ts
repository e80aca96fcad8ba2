/**
 * One Durable Object per operator session (ADR 002). It holds everything the cookie must not:
 * tokens, tenant, user, lock state. Being a single strongly consistent instance, it makes
 * sign-out and lock take effect at once in every tab, and makes token refresh single-flight.
 */
import { DurableObject } from "cloudflare:workers";
import { pinTodayFrom, realTime } from "../../shared/pinned-clock";
import { type SessionLimits, sessionExpired } from "~/lib/session-clock";
import { close, closeAll, closeOthers, type Tab, visit, withHome } from "~/lib/tabs";
import { type RecentRecord, rememberRecord } from "~/lib/recent-records";
import { REQUEST_TIMEOUT_MS } from "./backend.server";
import { withRequestDeadline } from "./deadline.server";
import { type OperatorUser, refreshGrant } from "./oauth.server";
import { type UnlockVerifier, verifyUnlockPassword } from "./unlock-verifier.server";

export type LoginMethod = "password" | "phone" | "social";

export type SessionRecord = {
  tenantId: string;
  accessToken: string;
  refreshToken: string;
  /** When the current access token was issued (ms): its age drives the refresh (spec §4). */
  tokenIssuedAt: number;
  user: OperatorUser;
  loginMethod: LoginMethod;
  locked: boolean;
  /** Where the operator was when they locked the screen. */
  lockedFrom: string | null;
  unlockVerifier: UnlockVerifier | null;
  unlockFailures: number;
  createdAt: number;
  lastSeenAt: number;
  /** Button codes and disabled fields (spec §6), loaded at sign-in. */
  permissions?: { buttons: string[]; disabledFields: string[] };
  /** The operator's open tabs; a new sign-in starts with none (spec §4). */
  tabs?: Tab[];
  /** The records (detail dialogs) opened last, newest first (issue 34; app/lib/recent-records.ts). */
  recentRecords?: RecentRecord[];
  /** Whether the low-balance 充值套餐 dialog was offered in this session (it opens once, ADR 017). */
  topUpOffered?: boolean;
};

export type TabCommand =
  { kind: "close"; path: string; activePath: string } | { kind: "close-others"; path: string } | { kind: "close-all" };

export type UnlockResult = "unlocked" | "wrong-password" | "ended";

const RECORD_KEY = "record";
/** Writing lastSeenAt on every request is wasteful; a 15 s grain is plenty for a 30 min limit. */
const TOUCH_GRAIN_MS = 15_000;
export const MAX_UNLOCK_FAILURES = 5;

export class SessionStore extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // On the sandbox, the day a test pinned (as the console's fetch does; shared/pinned-clock.ts).
    pinTodayFrom(env);
  }

  private refreshing: Promise<SessionRecord | null> | null = null;

  private async record(): Promise<SessionRecord | null> {
    return (await this.ctx.storage.get<SessionRecord>(RECORD_KEY)) ?? null;
  }

  private async save(record: SessionRecord) {
    await this.ctx.storage.put(RECORD_KEY, record);
  }

  async start(record: SessionRecord, absoluteMs: number): Promise<void> {
    await this.save(record);
    // The alarm keeps real time (a test may pin the clock to another day: shared/pinned-clock.ts).
    await this.ctx.storage.setAlarm(realTime(record.createdAt + absoluteMs));
  }

  /** The live record, or null when there is none or it has run past its idle or absolute limit. */
  async load(now: number, limits: SessionLimits): Promise<SessionRecord | null> {
    const record = await this.record();
    if (!record) return null;
    if (sessionExpired(record, now, limits)) {
      await this.end();
      return null;
    }
    if (now - record.lastSeenAt >= TOUCH_GRAIN_MS) {
      record.lastSeenAt = now;
      await this.save(record);
    }
    return record;
  }

  /** Records a visit to a screen; writes only when the bar changes. */
  async visitTab(tab: Tab): Promise<Tab[]> {
    const record = await this.record();
    if (!record) return [];
    const before = withHome(record.tabs ?? []);
    const after = visit(before, tab);
    if (JSON.stringify(after) !== JSON.stringify(before)) await this.save({ ...record, tabs: after });
    return after;
  }

  /** Records a detail opened; writes only when the list changes. */
  async openRecord(opened: RecentRecord): Promise<void> {
    const record = await this.record();
    if (!record) return;
    const before = record.recentRecords ?? [];
    const after = rememberRecord(before, opened);
    if (JSON.stringify(after) !== JSON.stringify(before)) await this.save({ ...record, recentRecords: after });
  }

  /** Applies a close; returns where to go next when the active tab went. */
  async closeTabs(command: TabCommand): Promise<{ tabs: Tab[]; goTo: string | null }> {
    const record = await this.record();
    if (!record) return { tabs: [], goTo: null };
    const tabs = withHome(record.tabs ?? []);
    const result =
      command.kind === "close"
        ? close(tabs, command.path, command.activePath)
        : command.kind === "close-others"
          ? { tabs: closeOthers(tabs, command.path), goTo: null }
          : { tabs: closeAll(tabs), goTo: "/" };
    await this.save({ ...record, tabs: result.tabs });
    return result;
  }

  /** True the first time it is asked in a session (the top-up dialog opens then), false after. */
  async offerTopUp(): Promise<boolean> {
    const record = await this.record();
    if (!record || record.topUpOffered) return false;
    await this.save({ ...record, topUpOffered: true });
    return true;
  }

  async lock(from: string): Promise<void> {
    const record = await this.record();
    if (!record || record.locked) return;
    await this.save({ ...record, locked: true, lockedFrom: from, unlockFailures: 0 });
  }

  /** After a password change the lock screen takes the new password. */
  async changeUnlockPassword(verifier: UnlockVerifier): Promise<void> {
    const record = await this.record();
    if (record) await this.save({ ...record, unlockVerifier: verifier });
  }

  async unlock(password: string): Promise<UnlockResult> {
    const record = await this.record();
    if (!record) return "ended";
    if (!record.locked) return "unlocked";
    if (record.unlockVerifier && (await verifyUnlockPassword(record.unlockVerifier, password))) {
      await this.save({ ...record, locked: false, lockedFrom: null, unlockFailures: 0 });
      return "unlocked";
    }
    const failures = record.unlockFailures + 1;
    if (failures >= MAX_UNLOCK_FAILURES) {
      await this.end();
      return "ended";
    }
    await this.save({ ...record, unlockFailures: failures });
    return "wrong-password";
  }

  /**
   * Refreshes the tokens once, however many requests ask at the same time. A caller passes
   * the access token it saw fail or age: if another request has already replaced it, the
   * fresh record is returned without asking the backend again. Null means the refresh was
   * refused and the session is over; the record unchanged, that the backend could not be
   * reached in time.
   *
   * `budgetMs` is what is left of the asking request's budget (ADR 009): a call to this object
   * does not carry the request's deadline, so the backend call is given it here. A refresh the
   * gateway holds up is thus given up when the request that started it must answer, instead of
   * holding every request of the session that joins it for the full call timeout.
   */
  async refresh(seenAccessToken: string, now: number, budgetMs = REQUEST_TIMEOUT_MS): Promise<SessionRecord | null> {
    const current = await this.record();
    if (!current) return null;
    if (current.accessToken !== seenAccessToken) return current;
    const askedAt = Date.now();
    const joined = this.refreshing !== null;
    const result = await this.startOrJoin(current, now, budgetMs);
    // A refresh this request joined was given up when the request that started it had to answer
    // (its budget, not this one's): it is not this request's answer. One refresh of its own, with
    // what is left of its budget.
    const left = budgetMs - (Date.now() - askedAt);
    if (joined && result && result.accessToken === seenAccessToken && left > 0)
      return this.startOrJoin(current, now, left);
    return result;
  }

  private startOrJoin(current: SessionRecord, now: number, budgetMs: number): Promise<SessionRecord | null> {
    this.refreshing ??= withRequestDeadline(budgetMs, () => this.runRefresh(current, now)).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async runRefresh(current: SessionRecord, now: number): Promise<SessionRecord | null> {
    let result;
    try {
      result = await refreshGrant(this.env, { tenantId: current.tenantId, refreshToken: current.refreshToken });
    } catch {
      // The backend could not be reached: keep the session, the caller reports the failure.
      return current;
    }
    if (!result.ok) {
      await this.end();
      return null;
    }
    const next: SessionRecord = {
      ...current,
      accessToken: result.grant.accessToken,
      refreshToken: result.grant.refreshToken || current.refreshToken,
      tokenIssuedAt: now,
    };
    await this.save(next);
    return next;
  }

  async end(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
