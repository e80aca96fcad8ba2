import type zh from "../zh/edge";

export default {
  notConfiguredTitle: "The console is not configured yet",
  notConfigured: "The console is not configured yet; contact your administrator",
  unsupportedBody: "Unsupported request content type: submit a form",
  timedOutTitle: "The request timed out",
  timedOut: "The request timed out; try again shortly",
  retry: "Retry",
} satisfies typeof zh;
