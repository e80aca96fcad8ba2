/** system.menu */
export default {
  title: "",
};
