/**
 * Reads a request's form body for an action. A body that claims a form type but cannot be
 * parsed (a multipart body with a wrong boundary, say) is the client's mistake: it becomes a
 * 400 (请求错误, shown by the route's error boundary), never a 500. Bodies of other types never
 * get this far: the edge answers them 415 (security.server.ts).
 */
import en from "~/locales/en/translation";
import zh from "~/locales/zh/translation";

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest();
  }
}

/** A 400 that React Router shows as the route's error page and a resource route passes on as is. */
export function badRequest(): Response {
  return new Response(`${zh.errors.badRequest.text} / ${en.errors.badRequest.text}`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
