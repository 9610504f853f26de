import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('@hair/domain public surface', () => {
  it('exports the names other packages code against', () => {
    const names = [
      'ADMIN_TOKEN_KEY', 'OFFICE_HOURS', 'IMAGE_USES', 'BUILT_IN_CATEGORIES', 'SITE_CONFIG_SECTIONS', 'PRODUCT_DETAIL_DEFAULTS',
      'DEFAULT_SHOWCASE', 'DEFAULT_STATS', 'DEFAULT_VALUES', 'MESSAGES', 'TEXTS', 'slugify', 'slugToLabel', 'toCategorySlug',
      'parsePrice', 'formatPriceRange', 'formatUsd', 'PRODUCT_SORTS', 'DEFAULT_PRODUCT_SORT', 'PRODUCT_SORT_LABELS',
      'parseProductSort', 'relatedProducts', 'pageCount', 'clampPage', 'pageOffset', 'readProduct',
      'readProducts', 'resolveMediaUrl', 'apiOriginFromBase', 'productMainImage', 'credentialsSchema', 'roleSchema',
      'publicUserSchema', 'contentBlockSchema', 'productInputSchema', 'productUpdateSchema', 'productSchema',
      'productListQuerySchema', 'unsetByCategoryInputSchema', 'categorySchema', 'categoriesConfigSchema', 'categoryLabel',
      'categoryWithDescendants', 'testimonialInputSchema', 'testimonialSchema', 'testimonialListQuerySchema',
      'heroConfigSchema', 'productShowcaseConfigSchema', 'statsConfigSchema', 'partnersConfigSchema',
      'productDetailConfigSchema', 'productCategoriesConfigSchema', 'missionConfigSchema', 'valuesConfigSchema',
      'contactConfigSchema', 'SITE_CONFIG_SCHEMAS', 'siteConfigSectionSchema', 'siteConfigRecordSchema',
      'siteConfigUpdateSchema', 'parseSectionConfig', 'mediaItemSchema', 'uploadInputSchema', 'deleteUploadInputSchema',
      'safeStorageName', 'postInputSchema', 'postSchema', 'postSummarySchema', 'reviewInputSchema', 'reviewSchema',
      'reviewStatusSchema', 'averageRating', 'inquiryInputSchema', 'inquirySchema', 'inquiryStatusSchema',
      'INQUIRY_PRODUCT_INTERESTS', 'INQUIRY_VOLUMES', 'optionalText', 'booleanish', 'isoDate',
    ];
    const exported = domain as Record<string, unknown>;
    expect(names.filter((n) => exported[n] === undefined)).toEqual([]);
  });
});
