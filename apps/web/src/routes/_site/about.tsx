import { createFileRoute } from '@tanstack/react-router';
import { prefetch } from '../../lib/prefetch';
import { ABOUT_TESTIMONIALS_INPUT } from '../../features/about/about-queries';
import { AboutPage } from '../../features/about/AboutPage';

export const Route = createFileRoute('/_site/about')({
  loader: ({ context }) => prefetch(context, context.trpc.testimonials.list.queryOptions(ABOUT_TESTIMONIALS_INPUT)),
  component: AboutPage,
});
