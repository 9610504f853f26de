// Deleting an uploaded image from storage. The server
// refuses (409) while products still use the file and says how many; the admin
// may then force the delete.
import { useCallback } from 'react';
import { TRPCClientError } from '@trpc/client';
import { ADMIN_TEXTS } from '@hair/domain';
import { errorStatus } from '../../../lib/api-errors';
import { enqueueSnackbar } from '../../../lib/toast';
import { useDeleteUpload } from '../media/uploads';

/** The number of products still using the file, when the delete was refused for that reason. */
export function usedByCount(error: unknown): number | null {
  if (errorStatus(error) !== 409 || !(error instanceof TRPCClientError)) return null;
  const count: unknown = (error.data as { count?: unknown } | undefined)?.count;
  return typeof count === 'number' ? count : null;
}

/**
 * Resolves true once the file is gone. A file still used elsewhere asks for
 * 'Force delete' with the count; declining keeps it. Failures toast
 * 'Failed to delete uploaded file'.
 */
export function useDeleteStoredFile(): (url: string) => Promise<boolean> {
  const { mutateAsync } = useDeleteUpload();
  return useCallback(
    async (url: string) => {
      try {
        await mutateAsync({ fileName: url });
        return true;
      } catch (error) {
        const count = usedByCount(error);
        if (count !== null) {
          if (!window.confirm(ADMIN_TEXTS.confirmForceDelete(count))) return false;
          try {
            await mutateAsync({ fileName: url, force: true });
            return true;
          } catch {
            // Reported below.
          }
        }
        enqueueSnackbar(ADMIN_TEXTS.deleteUploadedFileFailed, { variant: 'error' });
        return false;
      }
    },
    [mutateAsync],
  );
}
