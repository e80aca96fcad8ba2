/** Businesses (what salespersons developed). */
export default {
  name: "Salesperson",
  mobile: "Mobile number",
  agent: "Agent",
  agentCount: "Agents developed",
  merchantCount: "Merchants developed",
  developCount: "Total developed",
  lastDevelopTime: "Latest development",
  developed: "Development",
  developedOptions: { "1": "Has developed" },
  status: "Status",
  statuses: { "1": "Active", "0": "Inactive" },
};
