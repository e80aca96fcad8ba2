/** An instance's history as the work-flow screens show it; each screen carries it as its `log` part. */
export default {
  title: "Process history",
  empty: "No history yet",
  start: "Started",
  end: "Ended",
  ok: "Approved",
  reject: "Rejected",
  open: "Waiting",
  assignee: "By",
  time: "Time",
  comment: "Comment",
};
