// Blog wording beyond the fixed texts in @hair/domain TEXTS.

export const BLOG_TEXTS = {
  overline: 'News · Tips & Tricks · Before & After',
  heading: 'From our factory',
  lead: 'How we make, grade and ship Vietnamese human hair, and how your clients can keep it beautiful for longer.',
  readMore: 'Read article',
  allPosts: 'All posts',
  categoriesLabel: 'Blog categories',
  pagination: 'Blog pages',
} as const;
