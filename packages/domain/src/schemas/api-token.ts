// API tokens: long-lived bearer credentials for integrators (a spreadsheet sync,
// an ERP, a marketplace feed). A read token may only read; a read-write token may write.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { requiredText } from './common';

export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, { error: 'scope must be read or read-write' });

export const apiTokenCreateInputSchema = z.object({
  name: requiredText('Name', MESSAGES.nameRequired, 100),
  scope: apiTokenScopeSchema,
});
export type ApiTokenCreateInput = z.infer<typeof apiTokenCreateInputSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  /** The admin who created it; null once that account is deleted. */
  created_by: z.object({ id: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to a create: the token itself is in it, and never shown again. */
export const createdApiTokenSchema = z.object({ apiToken: apiTokenSchema, token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
