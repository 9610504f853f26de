// The partners page's document title and meta description (spec point 2). The
// server writes the same strings into the HTML it sends, for search engines and
// link previews, so they live here on their own.
import { BRAND_NAME } from '@hair/domain';

export const PARTNERS_META = {
  fullTitle: `Hợp tác phân phối tóc thật Việt Nam | ${BRAND_NAME}`,
  description:
    `Trở thành đối tác của ${BRAND_NAME}: tóc thật 100% Việt Nam trực tiếp từ xưởng tại Hà Nội, giá sỉ tận gốc, ` +
    'hàng mẫu nhanh, gia công nhãn riêng và quy trình hợp tác 5 bước rõ ràng.',
} as const;
