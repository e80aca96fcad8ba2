/** An instance's history (流程记录) as the work-flow screens show it; each screen carries it as its `log` part. */
export default {
  title: "流程记录",
  empty: "暂无流程记录",
  start: "发起",
  end: "结束",
  ok: "同意",
  reject: "驳回",
  open: "审批中",
  assignee: "办理人",
  time: "时间",
  comment: "意见",
};
