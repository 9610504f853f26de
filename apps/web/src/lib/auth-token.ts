// The admin bearer token in local storage, under the key 'admin_token'.
// Storage can be unavailable (private modes, blocked cookies): then there is no token.
import { ADMIN_TOKEN_KEY } from '@hair/domain';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readAuthToken(): string | null {
  try {
    const token = storage()?.getItem(ADMIN_TOKEN_KEY);
    return token ? token : null;
  } catch {
    return null;
  }
}

export function storeAuthToken(token: string): void {
  try {
    storage()?.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Quota or privacy mode: the session lasts until the page is closed.
  }
}

export function clearAuthToken(): void {
  try {
    storage()?.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
