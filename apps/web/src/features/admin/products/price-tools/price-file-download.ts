// The price file's download: its pages fetched one after the other (the server
// reads a page of products at a time), then saved under the server's file name.
import { priceFileName } from '@hair/domain';
import { downloadTextFile } from '../../../../lib/download-file';

export type PriceFilePage = { csv: string; next: string | null };

/** Every page of the file, in order, as one text. */
export async function collectPriceFile(fetchPage: (after?: string) => Promise<PriceFilePage>): Promise<string> {
  let text = '';
  let after: string | undefined;
  do {
    const page = await fetchPage(after);
    text += page.csv;
    after = page.next ?? undefined;
  } while (after !== undefined);
  return text;
}

/** Saves the text as a CSV file in the browser's downloads. */
export function downloadPriceFile(text: string, now = new Date()): void {
  downloadTextFile(text, priceFileName(now));
}
