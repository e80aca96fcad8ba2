// The first Worker of every request `npm start` serves (scripts/serve.mjs, ADR 013). It hands
// the request to the console (whose static assets answer first, as on Cloudflare) and, should
// that throw, answers a plain 502 page. Without it, Miniflare's entry answers an uncaught
// exception with the error's stack and file paths as the page body; Cloudflare answers with its
// own error page and never a stack, and so do we. The error itself goes to the terminal.

const PAGE = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>502</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; color: #333">
<h1 style="font-size: 1.25rem">控制台暂时无法响应，请稍后重试</h1>
<p>The console could not answer this request. Please try again in a moment.</p>
<p><a href="/">返回首页 / Home</a></p>
</body>
</html>`;

/** @param {Request} request */
function unanswered(request) {
  return new Response(request.method === "HEAD" ? null : PAGE, {
    status: 502,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export default {
  /**
   * @param {Request} request
   * @param {{ CONSOLE: { fetch(request: Request): Promise<Response> } }} env
   */
  async fetch(request, env) {
    try {
      return await env.CONSOLE.fetch(request);
    } catch (error) {
      console.error(`${request.method} ${new URL(request.url).pathname}: the console Worker threw`, error);
      return unanswered(request);
    }
  },
};
