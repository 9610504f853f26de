// Home: the brand's opening band and the featured products.
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '../lib/document-title';
import { FeaturedProducts } from './-components/FeaturedProducts';
import { HomeIntro } from './-components/HomeIntro';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HomeIntro />
      <FeaturedProducts />
    </>
  );
}
