export const refundStates = { "0": "Refunding", "1": "Refunded", "2": "Refund failed" };
export const mismatchTypes = {
  "1": "Only on our side",
  "2": "Only on the channel's",
  "3": "Amount mismatch",
  "4": "State mismatch",
  "5": "Fee mismatch",
};
export const handlingStates = { "0": "Open", "1": "Resolved", "2": "Ignored" };
export const accountOwnerTypes = { "1": "Merchant", "2": "Agent" };
export const splitModes = { "1": "Automatic", "2": "Manual" };
export const flowStates = { "1": "Active", "2": "Suspended" };
export const agentLevels = { "1": "First level", "2": "Second level", "3": "Third level" };
