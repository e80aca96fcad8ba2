import { useRouteLoaderData } from "react-router";
import { isFieldDisabled } from "~/kit/shared/permissions";

type LayoutData = { permissions?: { buttons: string[]; disabledFields: string[] } };

/**
 * What the signed-in operator may do, for showing or hiding buttons and disabling fields.
 * Only a convenience: every action checks again on the server (requirePermission).
 */
export function usePermissions() {
  const layout = useRouteLoaderData<LayoutData>("routes/console/layout");
  const buttons = layout?.permissions?.buttons ?? [];
  const disabled = layout?.permissions?.disabledFields ?? [];
  return {
    can: (code: string) => buttons.includes(code),
    fieldDisabled: (menuCode: string, fieldName: string) => isFieldDisabled(disabled, menuCode, fieldName),
  };
}
