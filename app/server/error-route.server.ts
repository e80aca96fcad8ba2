/** The error pages' loader: the page answers with its own status, as a document and as route data, titled in the operator's language. */
import { data, type RouterContextProvider } from "react-router";
import { ERROR_KEYS, type ErrorStatus } from "~/lib/error-status";
import { getInstance } from "./i18n.server";

export function errorPageLoader(status: ErrorStatus) {
  return ({ context }: { context: Readonly<RouterContextProvider> }) =>
    data({ title: getInstance(context).t(`errors.${ERROR_KEYS[status]}.text`) }, { status });
}
