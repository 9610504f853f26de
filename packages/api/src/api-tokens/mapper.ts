// An api_tokens row as the API shows it (never its hash).
import type { ApiToken } from '@hair/domain';
import type { ApiTokenRow } from './store';

export function toApiTokenDto(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    created_by: row.creatorId !== null && row.creatorEmail !== null ? { id: row.creatorId, email: row.creatorEmail } : null,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
