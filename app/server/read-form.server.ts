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

/**
 * A form's fields as its action reads them: the body's, else those of the URL it was posted to.
 * The shell's forms put their fixed fields (intent, returnTo, …) in their action's URL
 * (lib/action-url.ts) rather than in hidden inputs: fewer elements on every page. What a person
 * chooses (the button pressed, a box ticked) is in the body, and the body wins.
 */
export function formFields(form: FormData, request: Request) {
  const query = new URL(request.url).searchParams;
  return {
    get: (name: string): FormDataEntryValue | null => form.get(name) ?? query.get(name),
    has: (name: string): boolean => form.has(name) || query.has(name),
  };
}

/** A 400 that React Router shows as the route's error page and a resource route passes on as is. */
export function badRequest(): Response {
  return new Response(`${zh.errors.badRequest.text} / ${en.errors.badRequest.text}`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
