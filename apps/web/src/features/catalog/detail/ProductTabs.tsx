// The detail page's tabs: Reviews (default, with the count),
// Description, How to buy, Warranty Policy and Question & Answer.
import { type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@hair/domain';
import { CATALOG_TEXTS } from '../catalog-texts';
import { type DetailContent } from './detail-content';
import { HtmlContent } from './HtmlContent';

export const DETAIL_TABS = ['reviews', 'description', 'howto', 'warranty', 'qa'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];
export const DEFAULT_DETAIL_TAB: DetailTab = 'reviews';

export interface ProductTabsProps {
  tab: DetailTab;
  onTabChange: (tab: DetailTab) => void;
  reviewCount: number;
  reviews: ReactNode;
  descriptionHtml: string | null;
  content: DetailContent;
}

export function ProductTabs({ tab, onTabChange, reviewCount, reviews, descriptionHtml, content }: ProductTabsProps) {
  const labels: Record<DetailTab, string> = {
    reviews: CATALOG_TEXTS.reviewsTab(reviewCount),
    description: TEXTS.tabDescription,
    howto: TEXTS.tabHowToBuy,
    warranty: TEXTS.tabWarranty,
    qa: TEXTS.tabQa,
  };
  const panels: Record<DetailTab, ReactNode> = {
    reviews,
    description: descriptionHtml ? (
      <HtmlContent html={descriptionHtml} />
    ) : (
      <Typography sx={{ color: 'text.secondary' }}>{CATALOG_TEXTS.noDescription}</Typography>
    ),
    howto: <HtmlContent html={content.howto} />,
    warranty: <HtmlContent html={content.warranty} />,
    qa: <HtmlContent html={content.qa} />,
  };
  return (
    <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Tabs
        value={tab}
        onChange={(_, next: DetailTab) => onTabChange(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={CATALOG_TEXTS.productInformation}
        textColor="primary"
        indicatorColor="secondary"
        sx={{ borderBottom: 1, borderColor: 'divider', px: { md: 1 }, '& .MuiTab-root': { fontWeight: 600, minHeight: 56 } }}
      >
        {DETAIL_TABS.map((key) => (
          <Tab key={key} value={key} label={labels[key]} id={`product-tab-${key}`} aria-controls={`product-tabpanel-${key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`product-tabpanel-${tab}`} aria-labelledby={`product-tab-${tab}`} sx={{ p: { xs: 2, md: 4 } }}>
        {panels[tab]}
      </Box>
    </Box>
  );
}
