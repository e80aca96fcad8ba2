/** 业务列表. */
export default {
  name: "业务员",
  agentCount: "发展代理商数",
  merchantCount: "发展商户数",
  developCount: "发展总数",
  lastDevelopTime: "最近发展时间",
  developed: "发展情况",
  developedOptions: { "1": "有发展记录" },
};
