// Type-level checks: the inferred types other packages code against.
// (tsc checks these; at run time vitest only sees that they exist.)
import { describe, expectTypeOf, it } from 'vitest';
import type { ContentBlock, ProductInput, ProductListQuery, ProductUpdateInput } from './product';
import type { TestimonialInput } from './testimonial';
import type { PostInput } from './post';
import type { TradeTerms } from '../trade-terms';

describe('inferred types', () => {
  it('gives ProductInput canonical, defaulted fields', () => {
    expectTypeOf<ProductInput>().toEqualTypeOf<{
      name: string;
      slug?: string | undefined;
      category: string | null;
      image_url: string | null;
      image_alt: string | null;
      gallery_images: string[];
      gallery_alts: string[];
      video_url: string | null;
      video_poster_url: string | null;
      price_from: number | null;
      price_to: number | null;
      currency: string;
      in_stock: boolean;
      featured: boolean;
      published: boolean;
      trade_terms: TradeTerms;
      description_html: string | null;
      description_blocks: ContentBlock[];
      description_markdown: string | null;
      length: string | null;
      quality_grade: string | null;
      hair_material: string | null;
      card_note: string | null;
      textures: string[];
      colours: string[];
      tags: string[];
      lace_size: string | null;
      bundle_grams: number | null;
      howto: string | null;
      warranty: string | null;
      qa: string | null;
      howto_blocks: ContentBlock[];
      warranty_blocks: ContentBlock[];
      qa_blocks: ContentBlock[];
      thumbnails: string[];
    }>();
  });

  it('gives ProductUpdateInput optional fields', () => {
    expectTypeOf<ProductUpdateInput['name']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ProductUpdateInput['price_from']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<ProductUpdateInput['gallery_images']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<ProductUpdateInput['tags']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<ProductUpdateInput['bundle_grams']>().toEqualTypeOf<number | null | undefined>();
  });

  it('types the other inputs', () => {
    expectTypeOf<ProductListQuery['sort']>().toEqualTypeOf<'price-asc' | 'price-desc' | 'name-asc' | 'name-desc' | 'newest' | undefined>();
    expectTypeOf<ProductListQuery['offset']>().toEqualTypeOf<number>();
    expectTypeOf<TestimonialInput>().toEqualTypeOf<{
      quote: string;
      author: string;
      role: string | null;
      image_url: string | null;
      rating: number;
      featured: boolean;
    }>();
    expectTypeOf<PostInput['published']>().toEqualTypeOf<boolean>();
    expectTypeOf<PostInput['published_at']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<ContentBlock['type']>().toEqualTypeOf<'html' | 'markdown'>();
  });
});
