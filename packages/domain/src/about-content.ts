// The About content an admin edits (site-config sections values, team and
// about_figures) and what a site shows before anything is configured.
import { DEFAULT_VALUES, DEFAULT_YEARS_IN_BUSINESS, FOUNDING_YEAR } from './constants';

/** A company value as the pages show it; the spec stores a value as its name alone. */
export interface CompanyValue {
  name: string;
  description: string;
}

/** The lines under the four default values, also given to a value stored as the plain name. */
const DEFAULT_VALUE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  integrity: 'Honest grading, real photos and videos of your lot before it ships, and prices without surprises.',
  excellence: 'Every bundle is sorted, drawn and checked by hand, so the hundredth order matches the first.',
  'client-first': 'Fast answers on WhatsApp, samples before bulk orders and a warranty we stand behind.',
  innovation: 'New textures, HD lace and colour techniques developed with the stylists who use them.',
};

/** The default description of a value name ('' for a name the defaults do not know). */
export function defaultValueDescription(name: string): string {
  return DEFAULT_VALUE_DESCRIPTIONS[name.trim().toLowerCase()] ?? '';
}

export const DEFAULT_COMPANY_VALUES: readonly CompanyValue[] = DEFAULT_VALUES.map((name) => ({
  name,
  description: defaultValueDescription(name),
}));

export interface TeamMember {
  name: string;
  title: string;
  bio: string;
  /** An image URL; '' shows the initials. */
  photo: string;
}

export const TEAM_TITLE = 'Meet the Team';

export const DEFAULT_TEAM: readonly TeamMember[] = [
  {
    name: 'Nguyễn Thị Lan',
    title: 'Founder & Managing Director',
    bio: `Lan grew up in a family of hair collectors in Bắc Ninh and opened the workshop in ${FOUNDING_YEAR} with six craftspeople. She still approves every new texture before it reaches the catalogue.`,
    photo: '',
  },
  {
    name: 'Trần Minh Đức',
    title: 'Head of Production',
    bio: 'Đức runs the drawing, wefting and steaming lines. Twenty years with raw hair taught him to judge a bundle’s density by hand.',
    photo: '',
  },
  {
    name: 'Phạm Thu Hà',
    title: 'Export Sales Manager',
    bio: 'Hà looks after our distributors in Africa, Europe and North America, from the first sample to repeat orders and shipping paperwork.',
    photo: '',
  },
  {
    name: 'Lê Hoàng Nam',
    title: 'Quality Control Lead',
    bio: 'Nam’s team checks length, weight, cuticle direction and colour on every lot, and films it for the buyer before it leaves the factory.',
    photo: '',
  },
];

/** A figure of the About page, e.g. { value: '40+', label: 'Countries shipped to' }. */
export interface AboutFigure {
  value: string;
  label: string;
}

export const ABOUT_FIGURES_TITLE = 'The factory in figures';
export const YEARS_IN_BUSINESS_LABEL = 'Years in business';

/** The About figures of `yearsInBusiness` years; the years agree with the home statistics. */
export function aboutFigures(years: string): AboutFigure[] {
  return [
    { value: String(FOUNDING_YEAR), label: 'Founded in Hanoi' },
    { value: years, label: YEARS_IN_BUSINESS_LABEL },
    { value: '120+', label: 'Craftspeople' },
    { value: '40+', label: 'Countries shipped to' },
  ];
}

export const DEFAULT_ABOUT_FIGURES: readonly AboutFigure[] = aboutFigures(DEFAULT_YEARS_IN_BUSINESS);
