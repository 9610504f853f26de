// About /about: breadcrumb, 'ABOUT {brand} FACTORY', and what an
// admin edits (mission, values, figures, team), then client testimonials.
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { ABOUT_META, BRAND_NAME, DEFAULT_ABOUT_FIGURES, DEFAULT_COMPANY_VALUES, DEFAULT_TEAM, TEXTS } from '@hair/domain';
import { usePageMeta } from '../../lib/page-meta';
import { useTRPC } from '../../lib/trpc';
import { useSiteSection } from '../storefront/site-config/use-site-section';
import {
  ABOUT_TEXTS,
  FALLBACK_MISSION,
  FALLBACK_TESTIMONIALS,
} from './about-content';
import { ABOUT_TESTIMONIALS_INPUT } from './about-queries';
import { ClientTestimonials } from './ClientTestimonials';
import { HOME_CRUMB, PageBanner } from './PageBanner';
import { MissionValues } from './MissionValues';
import { TeamSection } from './TeamSection';

function useAboutContent() {
  const trpc = useTRPC();
  const mission = useSiteSection('mission');
  const values = useSiteSection('values');
  const figures = useSiteSection('about_figures');
  const team = useSiteSection('team');
  const testimonials = useQuery(trpc.testimonials.list.queryOptions(ABOUT_TESTIMONIALS_INPUT));
  // An empty, unreadable or failed section shows the defaults: the page never waits on an error.
  return {
    mission: mission.isPending ? null : (mission.config?.text ?? FALLBACK_MISSION),
    values: values.isPending ? null : values.config?.values.length ? values.config.values : DEFAULT_COMPANY_VALUES,
    // A stored empty list of figures or members leaves that part out.
    figures: figures.isPending ? null : (figures.config?.figures ?? DEFAULT_ABOUT_FIGURES),
    team: team.isPending ? null : (team.config?.members ?? DEFAULT_TEAM),
    testimonials: testimonials.isPending
      ? null
      : testimonials.data && testimonials.data.length > 0
        ? testimonials.data
        : FALLBACK_TESTIMONIALS,
  };
}

export function AboutPage() {
  usePageMeta(ABOUT_META);
  const { mission, values, figures, team, testimonials } = useAboutContent();
  return (
    <>
      <PageBanner
        crumbs={[HOME_CRUMB, { label: ABOUT_TEXTS.breadcrumb }]}
        overline={ABOUT_TEXTS.overline}
        title={
          <>
            {TEXTS.aboutHeadingPrefix}{' '}
            <Box component="span" sx={{ color: 'secondary.main', fontStyle: 'italic' }}>
              {BRAND_NAME}
            </Box>{' '}
            {TEXTS.aboutHeadingSuffix}
          </>
        }
        lead={ABOUT_TEXTS.lead}
      />
      <MissionValues mission={mission} values={values} figures={figures} />
      {team?.length !== 0 && <TeamSection members={team} />}
      <ClientTestimonials testimonials={testimonials} />
    </>
  );
}
