// What the detail page shows for the card fields and the info tabs: the
// product's own value, else the admin's product-detail default, else the
// built-in default (e.g. 'USD per bundle', '8 to 30 inches', a five-step how to buy).
import { PRODUCT_DETAIL_DEFAULTS, type ProductView } from '@hair/domain';

const FIELDS = ['length', 'qualityGrade', 'hairMaterial', 'cardNote', 'howto', 'warranty', 'qa'] as const;
type DetailField = (typeof FIELDS)[number];

/** length, qualityGrade, hairMaterial and cardNote as text; howto, warranty and qa as HTML. */
export type DetailContent = Record<DetailField, string>;

export function detailContent(product: Pick<ProductView, DetailField>, defaults: Pick<ProductView, DetailField> | null): DetailContent {
  const content = {} as DetailContent;
  for (const field of FIELDS) content[field] = product[field] ?? defaults?.[field] ?? PRODUCT_DETAIL_DEFAULTS[field];
  return content;
}
