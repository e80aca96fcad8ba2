/**
 * The URL a form posts to with its fixed fields (intent, returnTo, …) in the query instead of
 * hidden inputs, one element fewer each on every page that shows the form; the action reads them
 * with the body's (server/read-form.server.ts formFields).
 */
export function actionUrl(path: string, fields: Record<string, string>): string {
  return `${path}?${new URLSearchParams(fields)}`;
}
