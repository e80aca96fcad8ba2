/** system.dept */
export default {
  title: "",
};
