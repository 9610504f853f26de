// Texts of the product page's price grid: selectors, tier table, minimum order
// and the full price table.
export const PRICE_GRID_TEXTS = {
  heading: 'Wholesale prices',
  length: 'Length',
  texture: 'Texture',
  grade: 'Grade',
  quantity: 'Order quantity',
  unitPrice: 'Unit price',
  lineTotal: 'Line total',
  /** '(60 kg × $550 per kg)': how the line total is made. */
  lineTotalDetail: (quantity: string, unitPrice: string, unit: string): string => `(${quantity} × ${unitPrice} per ${unit})`,
  tierTable: 'Price by quantity',
  tierColumn: 'Quantity',
  priceColumn: 'Price',
  minimumOrder: 'Minimum order',
  minimumPerLength: 'Minimum per length',
  bundleWeight: 'Bundle weight',
  grams: (g: number): string => `${g} g per bundle`,
  notOffered: 'Not offered',
  fullTable: 'Full price table',
  fullTableCaption: (grade: string, tier: string): string => `All lengths and textures, ${grade}, ${tier}`,
  lengthColumn: 'Length',
  print: 'Print price table',
  inches: (n: number): string => `${n}"`,
  lengthName: (n: number): string => `${n} inches`,
} as const;
