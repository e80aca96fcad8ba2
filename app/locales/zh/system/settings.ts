/** system.settings */
export default {
  title: "",
};
