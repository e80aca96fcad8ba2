/** Sales reps (investment promotion). */
export default {
  name: "Name",
  namePlaceholder: "Name or mobile number",
};
