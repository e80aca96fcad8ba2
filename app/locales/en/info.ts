export default {
  title: "My info",
} satisfies typeof import("../zh/info").default;
