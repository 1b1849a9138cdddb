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
  charactersLeft: {
    id: "app.field.charactersLeft",
    defaultMessage: "{remaining, plural, one {# character left} other {# characters left}}",
    description: "Under a field with a length limit",
  },
  checkingName: {
    id: "app.field.checkingName",
    defaultMessage: "Checking…",
    description: "While asking whether a username can be had",
  },
  checkFailed: {
    id: "app.field.checkFailed",
    defaultMessage: "Could not check this name.",
    description: "Asking whether a username can be had failed with no reason given",
  },
  nameAvailable: {
    id: "app.field.nameAvailable",
    defaultMessage: "Available.",
    description: "The username can be had",
  },
});
