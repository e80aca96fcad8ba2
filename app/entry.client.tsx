import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { routerFetch } from "~/lib/router-fetch";

// React Router's default entry, with one change: the router's data requests go through
// routerFetch, so the console shell can answer a navigation from data prefetched on intent (ADR 038).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter unstable_fetch={routerFetch} />
    </StrictMode>,
  );
});
