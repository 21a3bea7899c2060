/**
 * The password strategy the demo data starts with: 8 characters at least, no composition rules.
 * As the settings page saves it; the server's answers add the fixed maximum, `pwdMaxLength: 32`.
 */
export const DEFAULT_STRATEGY = {
  pwdMinLength: 8,
  pwdMinLengthStatus: 1,
  upCharsLength: 0,
  upCharsLengthStatus: 0,
  lowCharsLength: 0,
  lowCharsLengthStatus: 0,
  numCharsLength: 0,
  numCharsLengthStatus: 0,
  specCharLength: 0,
  specCharLengthStatus: 0,
};
