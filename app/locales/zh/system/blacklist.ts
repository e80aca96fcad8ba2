/** system.blacklist */
export default {
  title: "",
};
