// The trade's usual textures, colours and tags, spelt as the storefront shows them:
// the facts' fields offer them after the names the catalogue already uses. Any other
// name can be typed.
import { type FactListField } from '@hair/domain';

export const FACT_SUGGESTIONS: Readonly<Record<FactListField, readonly string[]>> = {
  textures: ['Straight', 'Bone Straight', 'Silky Straight', 'Body Wave', 'Loose Wave', 'Deep Wave', 'Water Wave', 'Wavy', 'Curly', 'Kinky Curly'],
  colours: ['Natural Black', '1B', 'Dark Brown', 'Brown', 'Chocolate Brown #4', 'Light Brown', '613 Blonde', 'Ombre 1B/27', 'Burgundy 99J'],
  tags: ['raw', 'virgin', 'best seller', 'bulk', 'new', 'sample'],
};
