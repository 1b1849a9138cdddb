// The words of the account's shared fields (sign-up, login, reset, the dashboard's settings), in the
// English of docs/product.md, word for word.
import { defineMessages } from "#contract/i18n/define";

export const fieldTexts = defineMessages({
  email: { id: "app.field.email", defaultMessage: "Email" },
  username: { id: "app.field.username", defaultMessage: "Username" },
  password: { id: "app.field.password", defaultMessage: "Password" },
  passwordRules: {
    id: "app.field.passwordRules",
    defaultMessage: "{min}-{max} characters with an uppercase letter, a lowercase letter and a number.",
    description: "Under a new password's field; min and max are numbers of characters",
  },
});
