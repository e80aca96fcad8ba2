import { useRouteLoaderData } from "react-router";
import { disabledFieldKey, type PackedPermissions, unpackedSet } from "~/kit/shared/permissions";

type LayoutData = { permissions?: PackedPermissions };

/**
 * What the signed-in operator may do, for showing or hiding buttons and disabling fields.
 * Only a convenience: every action checks again on the server (requirePermission).
 */
export function usePermissions() {
  const layout = useRouteLoaderData<LayoutData>("routes/console/layout");
  const buttons = unpackedSet(layout?.permissions?.buttons ?? "");
  const disabled = unpackedSet(layout?.permissions?.disabledFields ?? "");
  return {
    can: (code: string) => buttons.has(code),
    fieldDisabled: (menuCode: string, fieldName: string) => disabled.has(disabledFieldKey(menuCode, fieldName)),
  };
}
