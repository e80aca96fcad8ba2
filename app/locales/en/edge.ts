export default {
  unsupportedBody: "Unsupported request content type: submit a form",
} satisfies typeof import("../zh/edge").default;
