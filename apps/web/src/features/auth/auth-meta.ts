// The sign-in page's document title and meta description (also written by the server).
import { BRAND_NAME, TEXTS } from '@hair/domain';

export const AUTH_META = {
  title: TEXTS.signIn,
  description: `Sign in to your ${BRAND_NAME} account or create a new one.`,
} as const;
