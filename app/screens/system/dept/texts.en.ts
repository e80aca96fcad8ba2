/** Departments and the institution theme (design). */
import type zh from "./texts.zh";
export default {
  deptName: "Department",
  fullName: "Full name",
  namePlaceholder: "Department name",
  category: "Type",
  categories: { "1": "Company", "2": "Department", "3": "Group" },
  parent: "Parent",
  linkphone: "Phone",
  linkphoneFormat: "The phone number is not valid",
  design: {
    title: "Institution theme",
    description: "This institution's theme, title and sidebar logo.",
    webTheme: "Theme",
    themes: {
      "theme-fhb": "Default red (theme-fhb)",
      "theme-ocean": "Ocean blue (theme-ocean)",
      "theme-violet": "Violet (theme-violet)",
      "theme-forest": "Forest green (theme-forest)",
    },
    siteTitle: "Title",
    leftLogo: "Sidebar logo",
    readOnly: "You may view the theme but not change it.",
    empty: "Not set",
  },
} satisfies typeof zh;
