/** Salespersons. */
export default {
  name: "Salesperson",
  mobile: "Mobile number",
  mobileHint: "11-digit mainland mobile number",
  idCard: "ID card number",
  idCardHint: "18 characters, the last may be X; a saved number shows masked",
  idCardFormat: "The ID card number is not valid",
  agent: "Agent",
  agentNo: "Agent no.",
  status: "Status",
  statuses: { "1": "Active", "0": "Inactive" },
  createTime: "Created",
  mobileRequired: "The mobile number is required",
  mobileLength: "The mobile number must be 11 digits",
  mobileFormat: "The mobile number is not valid",
};
