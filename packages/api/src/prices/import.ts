// The price file's import (decision 015): a preview of what the file adds,
// changes, removes and rejects, and its apply, which plans the same file again
// inside one transaction (the named products' rows held), refuses it when a row
// is rejected or when prices moved since the preview, and writes every change.
import {
  checkCsvText,
  CsvError,
  planPriceImport,
  PRICE_CHANGE_MESSAGES,
  PRICE_FILE_MAX_BYTES,
  PRICE_FILE_MESSAGES,
  PRICE_FILE_TYPES,
  priceFileSlugs,
  readPriceFile,
  type PriceChangeReport,
  type PriceFileRow,
  type PriceImportInput,
  type PriceImportPlan,
} from '@hair/domain';
import type { Db } from '../db/client';
import { apiError, conflict, tooLarge } from '../errors';
import type { PriceChangeOrigin } from '../price-history/mapper';
import { readFileBody, type FileBody } from '../shared/file-body';
import { invalidField } from '../shared/validation';
import { ReportBuilder } from './report';
import { storedGridsBySlug, writeGridUpdates } from './store';

/**
 * The text of a price file sent as a request's body: 415 unless its media type is
 * one a CSV file comes with, 413 past PRICE_FILE_MAX_BYTES (read no further), 400
 * naming csv for binary data or bytes that are not UTF-8.
 */
export async function priceFileText(file: FileBody & { contentType?: string }): Promise<string> {
  const mediaType = file.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(PRICE_FILE_TYPES as readonly string[]).includes(mediaType)) throw apiError('UNSUPPORTED_MEDIA_TYPE', PRICE_FILE_MESSAGES.notCsv);
  const bytes = await readFileBody(file, { maxBytes: PRICE_FILE_MAX_BYTES, tooLarge: PRICE_FILE_MESSAGES.tooLarge, interrupted: PRICE_FILE_MESSAGES.interrupted });
  try {
    return checkCsvText(bytes.toString('utf8'));
  } catch (error) {
    if (error instanceof CsvError) throw invalidField(['csv'], error.message);
    throw error;
  }
}

/** The file's rows: 413 past the size limit; a file that cannot be read (no header, a quote left open) is a 400 naming csv. */
function fileRows(csv: string): PriceFileRow[] {
  if (Buffer.byteLength(csv, 'utf8') > PRICE_FILE_MAX_BYTES) throw tooLarge(PRICE_FILE_MESSAGES.tooLarge);
  try {
    return readPriceFile(csv);
  } catch (error) {
    if (error instanceof CsvError) throw invalidField(['csv'], error.message);
    throw error;
  }
}

async function plan(db: Db, rows: readonly PriceFileRow[], lock: boolean): Promise<{ plan: PriceImportPlan; report: PriceChangeReport }> {
  const { grids, known } = await storedGridsBySlug(db, priceFileSlugs(rows), lock);
  const result = planPriceImport(rows, grids, known);
  const report = new ReportBuilder();
  report.addChanges(result, result.updates.length);
  report.reject(result.rejected);
  return { plan: result, report: report.done(false) };
}

/** What the file would do; nothing is stored. */
export async function previewPriceImport(db: Db, input: PriceImportInput): Promise<PriceChangeReport> {
  const rows = fileRows(input.csv);
  return (await plan(db, rows, false)).report;
}

/** Applies the file in one transaction: 400 with the rejected rows when any, 409 when prices moved since the preview `preview_id`. */
export async function applyPriceImport(db: Db, input: PriceImportInput, origin: PriceChangeOrigin): Promise<PriceChangeReport> {
  const rows = fileRows(input.csv);
  return db.transaction(async (tx) => {
    const { plan: planned, report } = await plan(tx, rows, true);
    if (planned.rejected.length > 0) {
      throw apiError('BAD_REQUEST', PRICE_FILE_MESSAGES.rejected(planned.rejected.length), { rejected: report.rejected });
    }
    if (input.preview_id !== undefined && input.preview_id !== report.preview_id) throw conflict(PRICE_CHANGE_MESSAGES.changedSincePreview);
    await writeGridUpdates(tx, planned.updates, origin);
    return { ...report, applied: true };
  });
}
