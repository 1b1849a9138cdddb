// Helper texts under inputs, built from the shared limits so they never disagree with the rules.
import { limits } from "#contract/limits";

export const newPasswordHint = `${limits.passwordMin}-${limits.passwordMax} characters with an uppercase letter, a lowercase letter and a number.`;
