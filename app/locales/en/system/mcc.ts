export default {
  code: "MCC code",
  name: "MCC name",
  namePlaceholder: "Name or code",
  category: "Category",
  sort: "Order",
  remark: "Remarks",
  createTime: "Created",
  codeHint: "4 digits",
  codeFormat: "The MCC code is 4 digits",
};
