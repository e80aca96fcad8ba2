/** system.user */
export default {
  title: "",
};
