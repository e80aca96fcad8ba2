export default {
  notConfiguredTitle: "The console is not configured yet",
  notConfigured: "The console is not configured yet; contact your administrator",
  unsupportedBody: "Unsupported request content type: submit a form",
} satisfies typeof import("../zh/edge").default;
