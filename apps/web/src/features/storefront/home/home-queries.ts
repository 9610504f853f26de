// The inputs of the home page's reads, shared by its sections and its route loader.
import { FEATURED_PRODUCTS_LIMIT, HOME_TESTIMONIALS_LIMIT } from '@hair/domain';

export const FEATURED_PRODUCTS_INPUT = { featured: true, limit: FEATURED_PRODUCTS_LIMIT };
export const HOME_TESTIMONIALS_INPUT = { featured: true, limit: HOME_TESTIMONIALS_LIMIT };
