// The leads as a CSV file for the factory's spreadsheet: one row per line, a
// lead without lines on one row of its own. Dates in UTC, amounts as numbers.
import { CSV_BOM, SHIPPING_METHODS, STAGE_LABELS, countryName, toCsv, type CsvValue } from '@hair/domain';
import type { LeadDetailRow, LineRow } from './mapper';

const LEAD_COLUMNS = ['Reference', 'Created (UTC)', 'Source', 'Stage', 'Lost reason', 'Name', 'Company', 'E-mail', 'Phone', 'Country', 'Shipping', 'Assignee', 'Follow-up', 'Message'];
const LINE_COLUMNS = ['Line', 'Product', 'Length (in)', 'Texture', 'Grade', 'Quantity', 'Unit', 'Sample', 'Estimate unit price', 'Estimate amount', 'Currency'];
export const LEAD_CSV_HEADER: readonly string[] = [...LEAD_COLUMNS, ...LINE_COLUMNS];

function leadFields(lead: LeadDetailRow): CsvValue[] {
  return [
    lead.reference,
    lead.createdAt.toISOString(),
    lead.source,
    STAGE_LABELS[lead.stage],
    lead.lostReason,
    lead.name,
    lead.company,
    lead.email,
    lead.phone,
    lead.country === null ? null : countryName(lead.country),
    SHIPPING_METHODS.find((m) => m.value === lead.shipping)?.label ?? null,
    lead.assigneeEmail,
    lead.followUpOn,
    lead.message,
  ];
}

function lineFields(line: LineRow, position: number): CsvValue[] {
  return [position, line.productName, line.length, line.textureName, line.gradeName, line.quantity, line.unit, line.sample ? 'yes' : 'no', line.estimateUnitPrice, line.estimateAmount, line.currency];
}

/** The CSV text (with the byte-order mark Excel needs to read UTF-8). */
export function leadsCsv(leads: readonly LeadDetailRow[], lines: readonly LineRow[]): string {
  const linesOf = new Map<string, LineRow[]>();
  for (const line of lines) {
    const list = linesOf.get(line.requestId);
    if (list) list.push(line);
    else linesOf.set(line.requestId, [line]);
  }
  const rows: CsvValue[][] = [[...LEAD_CSV_HEADER]];
  for (const lead of leads) {
    const own = linesOf.get(lead.id) ?? [];
    if (own.length === 0) rows.push([...leadFields(lead), ...LINE_COLUMNS.map(() => null)]);
    own.forEach((line, i) => rows.push([...leadFields(lead), ...lineFields(line, i + 1)]));
  }
  return CSV_BOM + toCsv(rows);
}
