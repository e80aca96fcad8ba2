export default {
  title: "Message centre",
} satisfies typeof import("../zh/messages").default;
