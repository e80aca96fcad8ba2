/**
 * The console refuses to serve when its settings cannot be read (BACKEND_URL set and a secret
 * missing, see config.server.ts): workers/app.ts answers every request with this 503 page in
 * both languages, before anything else runs. The real reason goes to the log, never the page.
 */
import en from "~/locales/en/edge";
import zh from "~/locales/zh/edge";
import { readConfig } from "./config.server";

/** Why this Worker cannot serve, or null when its settings are complete. */
export function configurationProblem(env: Env): unknown {
  try {
    readConfig(env);
    return null;
  } catch (error) {
    return error;
  }
}

export function notConfiguredPage(): Response {
  const html = `<!DOCTYPE html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${zh.notConfiguredTitle} · ${en.notConfiguredTitle}</title></head>
<body style="font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 90vh; text-align: center">
<main><h1>${zh.notConfigured}</h1><p lang="en">${en.notConfigured}</p></main>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "300" },
  });
}
