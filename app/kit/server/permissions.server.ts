/**
 * Loads an operator's button codes and disabled fields at sign-in (they live in the session),
 * and refuses an action whose button the operator does not have: a hidden button's action
 * checks again on the server.
 */
import { data } from "react-router";
import type { Operator } from "~/server/auth.server";
import { system } from "@contract";
import { callEntry, orNullOnBackendError, readAnswer } from "~/server/backend.server";
import type { TokenGrant } from "~/server/oauth.server";
import { buttonCodes, disabledFieldKeys } from "~/kit/shared/permissions";

export type Permissions = { buttons: string[]; disabledFields: string[] };

export async function loadPermissions(env: Env, grant: TokenGrant): Promise<Permissions> {
  const request = { token: grant.accessToken, tenantId: grant.tenantId };
  const roleId = grant.user.roleId.split(",")[0] ?? "";
  const [tree, fields] = await Promise.all([
    orNullOnBackendError(callEntry(env, system.menu.buttons, request).then((a) => readAnswer(system.menu.buttons, a))),
    // Spec §6: a failure to load the disabled fields is ignored.
    roleId
      ? callEntry(env, system.dataFiled.roleDisableFields, { ...request, query: { roleId } })
          .then((a) => readAnswer(system.dataFiled.roleDisableFields, a))
          .catch(() => [])
      : Promise.resolve([]),
  ]);
  return { buttons: buttonCodes(tree), disabledFields: disabledFieldKeys(fields) };
}

export function can(operator: Operator, code: string): boolean {
  return (operator.record.permissions?.buttons ?? []).includes(code);
}

/** Throws a 403 with a clear message when the operator lacks the button. */
export function requirePermission(operator: Operator, code: string): void {
  if (!can(operator, code)) {
    throw data({ message: `您没有该操作的权限（${code}）`, code }, { status: 403 });
  }
}
