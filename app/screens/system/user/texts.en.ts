/** Users. */
import type zh from "./texts.zh";
export default {
  account: "Account",
  password: "Password",
  passwordHint: "6-20 characters",
  passwordLength: "The password is 6-20 characters",
  realName: "Name",
  email: "Email",
  sex: "Sex",
  sexes: { "1": "Male", "2": "Female" },
  role: "Role",
  post: "Post",
  tenant: "Tenant",
  accountFormat: "Accounts use letters, digits, underscores, dots and hyphens only",
  resetPassword: "Reset password",
  outOfScope: "You may not manage this user",
  resetPasswordRow: "Reset password: {{label}}",
} satisfies typeof zh;
