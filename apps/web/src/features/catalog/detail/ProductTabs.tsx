// The detail page's tabs: Reviews (default, with the count),
// Description, How to buy, Warranty Policy and Question & Answer. Drawn as MUI's
// scrollable <Tabs> draws them (arrows while the row overflows, a gold line under the
// selected tab, arrow keys move between tabs) with the buttons every page already loads:
// MUI's Tabs would add about 7 KB of compressed JavaScript to the product page.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import SvgIcon from '@mui/material/SvgIcon';
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
      <TabRow tab={tab} onTabChange={onTabChange} labels={labels} />
      <Box role="tabpanel" id={`product-tabpanel-${tab}`} aria-labelledby={`product-tab-${tab}`} sx={{ p: { xs: 2, md: 4 } }}>
        {panels[tab]}
      </Box>
    </Box>
  );
}

const ARROWS = { start: 'M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z', end: 'M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z' } as const;

interface Overflow {
  start: boolean;
  end: boolean;
}

/** Whether the row hides tabs before or after what it shows; rechecked on scroll and resize. */
function useOverflow(scroller: RefObject<HTMLDivElement | null>): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const check = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((known) => (known.start === start && known.end === end ? known : { start, end }));
    };
    check();
    element.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      element.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [scroller]);
  return overflow;
}

function ScrollArrow({ side, disabled, onClick }: { side: keyof typeof ARROWS; disabled: boolean; onClick: () => void }) {
  return (
    <Box
      onClick={onClick}
      sx={{ width: 40, flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', cursor: 'pointer', opacity: disabled ? 0 : 0.8, pointerEvents: disabled ? 'none' : undefined }}
    >
      <SvgIcon fontSize="small">
        <path d={ARROWS[side]} />
      </SvgIcon>
    </Box>
  );
}

function TabRow({ tab, onTabChange, labels }: { tab: DetailTab; onTabChange: (tab: DetailTab) => void; labels: Record<DetailTab, string> }) {
  const scroller = useRef<HTMLDivElement>(null);
  const overflow = useOverflow(scroller);
  const scrollable = overflow.start || overflow.end;

  // The selected tab is scrolled into the row's view (the review form selects Reviews).
  useEffect(() => {
    const row = scroller.current;
    const selected = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row || !selected) return;
    const left = selected.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft) row.scrollLeft = left;
    else if (left + selected.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = left + selected.offsetWidth - row.clientWidth;
  }, [tab]);

  const scrollBy = (direction: 1 | -1) => {
    const row = scroller.current;
    if (row) row.scrollTo({ left: row.scrollLeft + direction * row.clientWidth, behavior: 'smooth' });
  };

  // Arrow keys, Home and End move the focus between the tabs; Enter or Space selects.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    if (at === -1) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[(next + tabs.length) % tabs.length]?.focus();
  };

  return (
    <Box sx={{ display: 'flex', overflow: 'hidden', minHeight: 48, borderBottom: 1, borderColor: 'divider', px: { md: 1 } }}>
      {scrollable && <ScrollArrow side="start" disabled={!overflow.start} onClick={() => scrollBy(-1)} />}
      <Box
        ref={scroller}
        sx={{ position: 'relative', display: 'inline-block', flex: '1 1 auto', whiteSpace: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        <Box role="tablist" aria-label={CATALOG_TEXTS.productInformation} onKeyDown={onKeyDown} sx={{ display: 'flex' }}>
          {DETAIL_TABS.map((key) => {
            const selected = key === tab;
            return (
              <ButtonBase
                key={key}
                role="tab"
                id={`product-tab-${key}`}
                aria-controls={`product-tabpanel-${key}`}
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                onClick={() => {
                  if (!selected) onTabChange(key);
                }}
                sx={{
                  typography: 'button',
                  fontWeight: 600,
                  maxWidth: 360,
                  minWidth: 90,
                  minHeight: 56,
                  position: 'relative',
                  flexShrink: 0,
                  flexDirection: 'row',
                  p: '12px 16px',
                  overflow: 'hidden',
                  whiteSpace: 'normal',
                  textAlign: 'center',
                  lineHeight: 1.25,
                  color: selected ? 'primary.main' : 'text.secondary',
                  // The indicator: the gold line under the selected tab.
                  '&::after': selected ? { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, height: 2, bgcolor: 'secondary.main' } : undefined,
                }}
              >
                {labels[key]}
              </ButtonBase>
            );
          })}
        </Box>
      </Box>
      {scrollable && <ScrollArrow side="end" disabled={!overflow.end} onClick={() => scrollBy(1)} />}
    </Box>
  );
}
