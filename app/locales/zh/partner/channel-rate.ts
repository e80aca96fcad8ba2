/** 通道费率配置. */
export default {
  rateHint: "0–100，最多 4 位小数",
  rateFormat: "费率为 0–100 之间、最多 4 位小数的数字",
};
