// The words of the buyer's account beyond the sign-in card: choosing a new
// password, the 'Forgot password?' request and the reset page.
import { BRAND_NAME, NEW_PASSWORD_MIN_LENGTH } from './constants';

/** Minutes a password reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const ACCOUNT_MESSAGES = {
  newPasswordTooShort: `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`,
  passwordTooCommon: 'This password is on the list of the most common passwords: choose another',
  invalidResetLink: 'This reset link is invalid, used or expired. Ask for a new one.',
  tooManyResetRequests: (minutes: string) => `Too many reset requests. Try again in ${minutes}.`,
} as const;

export const ACCOUNT_TEXTS = {
  forgotPasswordLink: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotIntro: 'Enter the e-mail of your account: we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  sendingResetLink: 'Sending...',
  /** The same answer whether or not the address has an account. */
  resetLinkSent: `If an account uses this address, a link to reset its password is on its way. It works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
  resetTitle: 'Choose a new password',
  resetIntro: `At least ${NEW_PASSWORD_MIN_LENGTH} characters, and not one of the most common passwords. Every other session of your account will be signed out.`,
  newPassword: 'New password',
  savePassword: 'Save password',
  savingPassword: 'Saving...',
  passwordReset: 'Your password is changed and you are signed in.',
  backToSignIn: 'Back to Sign In',
  askNewLink: 'Ask for a new link',
  resetMailSubject: 'Reset your password',
  resetMailText: (link: string) =>
    `Someone asked to reset the password of your account. Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new one (it works once):\n\n${link}\n\nIf you did not ask for it, ignore this message: your password stays as it is.`,
} as const;

export const FORGOT_PASSWORD_META = {
  title: ACCOUNT_TEXTS.forgotTitle,
  description: `Get a link by e-mail to choose a new password for your ${BRAND_NAME} account.`,
} as const;

export const RESET_PASSWORD_META = {
  title: ACCOUNT_TEXTS.resetTitle,
  description: `Choose a new password for your ${BRAND_NAME} account.`,
} as const;
