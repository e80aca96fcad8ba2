/** system.role */
export default {
  title: "",
};
