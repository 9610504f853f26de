// The blog's category links above the post list: every post, then News, Tips &
// Tricks and Before & After. The current one is marked for the eye and for
// screen readers (aria-current).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { POST_CATEGORIES, blogListHref, type PostCategory } from '@hair/domain';
import { BLOG_TEXTS } from './blog-texts';

export function BlogCategoryLinks({ current }: { current: PostCategory | undefined }) {
  const links: { label: string; href: string; active: boolean }[] = [
    { label: BLOG_TEXTS.allPosts, href: blogListHref(), active: current === undefined },
    ...POST_CATEGORIES.map((c) => ({ label: c.label, href: blogListHref(c.value), active: c.value === current })),
  ];
  return (
    <Box component="nav" aria-label={BLOG_TEXTS.categoriesLabel} sx={{ mb: { xs: 3, md: 4 } }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              underline="none"
              aria-current={link.active ? 'page' : undefined}
              sx={{
                display: 'inline-block',
                px: 2,
                py: 1,
                minHeight: 44,
                lineHeight: '28px',
                border: 1,
                borderColor: link.active ? 'primary.main' : 'divider',
                bgcolor: link.active ? 'primary.main' : 'background.paper',
                color: link.active ? 'primary.contrastText' : 'text.primary',
                fontWeight: 600,
                fontSize: '0.9rem',
                '&:hover': { borderColor: 'primary.main' },
              }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
