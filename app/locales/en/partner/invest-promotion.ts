/** Sales reps (investment promotion). */
export default {
  name: "Name",
  namePlaceholder: "Name or mobile number",
  mobile: "Mobile number",
  mobileHint: "11-digit mainland mobile number",
  dept: "Department",
  status: "Status",
  statuses: { "1": "Active", "0": "Inactive" },
  createTime: "Created",
  mobileRequired: "The mobile number is required",
  mobileLength: "The mobile number must be 11 digits",
  mobileFormat: "The mobile number is not valid",
};
