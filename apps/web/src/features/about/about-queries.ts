// The About page's read of testimonials, shared by the page and its route loader.
export const ABOUT_TESTIMONIALS_LIMIT = 3;
export const ABOUT_TESTIMONIALS_INPUT = { limit: ABOUT_TESTIMONIALS_LIMIT };
