// Copies a text (a token, a link) and says whether it worked: a browser may refuse
// the clipboard (no permission, an insecure origin).
import { ADMIN_TEXTS } from '@hair/domain';
import { enqueueSnackbar } from './toast';

export async function copyWithToast(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    enqueueSnackbar(ADMIN_TEXTS.copiedToClipboard, { variant: 'success' });
  } catch {
    enqueueSnackbar(ADMIN_TEXTS.copyFailed, { variant: 'error' });
  }
}
