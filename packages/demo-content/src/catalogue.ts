// The curated demo products and their reviews. Prices are wholesale USD; the
// range runs from the shortest to the longest length offered.
import type { HairColour, HairTexture, ProductShot } from './hair-art';
import type { SeedOffer } from './offers';

export interface SeedProduct {
  name: string;
  /** A value of SEED_CATEGORIES. */
  category: string;
  texture: HairTexture;
  colour: HairColour;
  /** How the main photo shows the product. */
  shot: Exclude<ProductShot, 'detail'>;
  priceFrom: number;
  priceTo: number;
  featured: boolean;
  inStock: boolean;
  /** Its textures, grades and lengths: the facts its page lists and its price grid. */
  offer: SeedOffer;
  hairMaterial: string;
  cardNote: string;
  /** Colour names as the page lists them; a main-menu colour (Blonde, Brown, Ombre, Red) spelt as the menu does, so its link finds the product (the shade is in the name). */
  colours: string[];
  tags: string[];
  /** Closures and frontals. */
  laceSize?: string;
  /** Bundles and bundle deals. */
  bundleGrams?: number;
  /** Short description, html. */
  description: string;
}

const MATERIAL = '100% human Vietnamese hair, no synthetic';
const RAW_MATERIAL = 'Raw Vietnamese hair from single donors, cuticle aligned, never chemically processed';
const PER_BUNDLE = 'USD per bundle';
const PER_PIECE = 'USD per piece';

/** Curated products, newest first (the first eight featured ones fill the home page). */
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    name: 'Vietnamese Bone Straight Hair Weave 1B',
    category: 'straight',
    texture: 'straight',
    colour: 'natural-black',
    shot: 'weft',
    priceFrom: 28,
    priceTo: 96,
    featured: true,
    inStock: true,
    offer: { unit: 'bundle', textures: ['Bone Straight', 'Silky Straight', 'Straight'], grades: ['Double Drawn', 'Super Double Drawn'], lengths: [10, 30] },
    hairMaterial: MATERIAL,
    cardNote: PER_BUNDLE,
    colours: ['Natural Black'],
    tags: ['virgin', 'best seller'],
    bundleGrams: 100,
    description:
      '<p>Our best seller: silky bone straight hair that stays flat and shiny without a flat iron; the same hair also comes silky straight or straight. Double drawn, or super double drawn for ends as full as the roots.</p><ul><li>Natural colour 1B, can be dyed to #27</li><li>100 g per bundle, machine double weft</li><li>Lasts 12 months and more with good care</li></ul>',
  },
  {
    name: 'Deep Wave Bundles Natural Black',
    category: 'deep-wave',
    texture: 'deep-wave',
    colour: 'natural-black',
    shot: 'bundles',
    priceFrom: 32,
    priceTo: 112,
    featured: true,
    inStock: true,
    offer: { unit: 'bundle', textures: ['Deep Wave'], grades: ['Single Drawn', 'Double Drawn', 'Super Double Drawn'], lengths: [10, 30] },
    hairMaterial: MATERIAL,
    cardNote: PER_BUNDLE,
    colours: ['Natural Black'],
    tags: ['virgin', 'best seller'],
    bundleGrams: 100,
    description:
      '<p>Tight, defined deep wave pattern that springs back after every wash. Steam-set on the weft so the curl holds without product.</p><ul><li>Natural black, soft and bouncy</li><li>100 g per bundle; 3 bundles make a full install</li><li>Minimal shedding, double machine weft</li></ul>',
  },
  {
    name: 'Body Wave Hair Weave Natural Black',
    category: 'body-wave',
    texture: 'body-wave',
    colour: 'natural-black',
    shot: 'weft',
    priceFrom: 30,
    priceTo: 104,
    featured: true,
    inStock: true,
    offer: { unit: 'bundle', textures: ['Body Wave'], grades: ['Single Drawn', 'Double Drawn'], lengths: [8, 30] },
    hairMaterial: MATERIAL,
    cardNote: PER_BUNDLE,
    colours: ['Natural Black'],
    tags: ['virgin'],
    bundleGrams: 100,
    description:
      '<p>Loose, glamorous S-waves with natural movement. Wear it wavy, or straighten it for a sleek look and wash the wave back in.</p><ul><li>Natural black 1B</li><li>Single drawn, or double drawn for even fullness</li><li>Tangle free when detangled from ends to roots</li></ul>',
  },
  {
    name: 'Kinky Curly Hair Weave Natural Black',
    category: 'curly',
    texture: 'curly',
    colour: 'natural-black',
    shot: 'weft',
    priceFrom: 34,
    priceTo: 118,
    featured: true,
    inStock: true,
    offer: { unit: 'bundle', textures: ['Kinky Curly'], grades: ['Double Drawn', 'Super Double Drawn'], lengths: [10, 26] },
    hairMaterial: MATERIAL,
    cardNote: PER_BUNDLE,
    colours: ['Natural Black'],
    tags: ['virgin'],
    bundleGrams: 100,
    description:
      '<p>Small, bouncy curls that blend with natural 3C-4A textures. Each bundle is curled on rods and set with steam, so the pattern is permanent.</p><ul><li>Natural black</li><li>Defines with water and a light leave-in</li><li>Full from roots to tips</li></ul>',
  },
  {
    name: 'Blonde 613 Bone Straight Weave',
    category: 'blonde',
    texture: 'straight',
    colour: 'blonde',
    shot: 'weft',
    priceFrom: 38,
    priceTo: 135,
    featured: true,
    inStock: true,
    offer: { unit: 'bundle', textures: ['Bone Straight'], grades: ['Double Drawn', 'Super Double Drawn'], lengths: [12, 30] },
    hairMaterial: MATERIAL,
    cardNote: PER_BUNDLE,
    colours: ['Blonde'],
    tags: ['best seller'],
    bundleGrams: 100,
    description:
      '<p>Light golden blonde 613 lifted gently in small batches, so the hair keeps its strength and shine. Takes toner and pastel colours evenly.</p><ul><li>Colour 613, even from weft to ends</li><li>Double drawn or super double drawn</li><li>Ideal base for fashion colours</li></ul>',
  },
  {
    name: 'Ombre 1B/27 Body Wave Weave',
    category: 'ombre',
    texture: 'body-wave',
    colour: 'ombre',
    shot: 'weft',
    priceFrom: 36,
    priceTo: 122,
    featured: true,
    inStock: true,
    offer: { unit: 'bundle', textures: ['Body Wave'], grades: ['Double Drawn', 'Super Double Drawn'], lengths: [12, 28] },
    hairMaterial: MATERIAL,
    cardNote: PER_BUNDLE,
    colours: ['Ombre'],
    tags: [],
    bundleGrams: 100,
    description:
      '<p>Dark roots melting into honey blonde ends. The two tones are hand blended, so there is no hard line where the colour changes.</p><ul><li>Colour 1B to 27</li><li>Soft body wave pattern</li><li>Pairs with our 1B closures and frontals</li></ul>',
  },
  {
    name: '5x5 Closure Straight Blonde 613',
    category: 'hair-closure',
    texture: 'straight',
    colour: 'blonde',
    shot: 'closure',
    priceFrom: 52,
    priceTo: 128,
    featured: true,
    inStock: true,
    offer: { unit: 'piece', textures: ['Straight', 'Bone Straight', 'Silky Straight'], grades: ['Double Drawn', 'Super Double Drawn'], lengths: [10, 22] },
    hairMaterial: MATERIAL,
    cardNote: PER_PIECE,
    colours: ['Blonde'],
    tags: [],
    laceSize: '5x5',
    description:
      '<p>A 5x5 inch HD lace closure for a free part anywhere in the lace. Pre-plucked hairline, bleached knots, ready to install with 613 bundles.</p><ul><li>HD Swiss lace, melts on every skin tone</li><li>Free part, pre-plucked</li><li>Matches our Blonde 613 weave</li></ul>',
  },
  {
    name: '13x4 HD Lace Frontal Body Wave',
    category: 'hair-frontal',
    texture: 'body-wave',
    colour: 'natural-black',
    shot: 'frontal',
    priceFrom: 68,
    priceTo: 165,
    featured: true,
    inStock: true,
    offer: { unit: 'piece', textures: ['Body Wave'], grades: ['Single Drawn', 'Double Drawn', 'Super Double Drawn'], lengths: [12, 24] },
    hairMaterial: MATERIAL,
    cardNote: PER_PIECE,
    colours: ['Natural Black'],
    tags: ['best seller'],
    laceSize: '13x4',
    description:
      '<p>Ear-to-ear 13x4 inch frontal on thin HD lace, with a natural pre-plucked hairline and baby hairs. Lets your clients wear their hair back or in any part.</p><ul><li>Natural black body wave</li><li>Bleached knots, adjustable density 150%</li><li>Pairs with Body Wave bundles</li></ul>',
  },
  {
    name: 'Silky Straight Weave Dark Brown #2',
    category: 'straight',
    texture: 'straight',
    colour: 'dark-brown',
    shot: 'weft',
    priceFrom: 32,
    priceTo: 110,
    featured: false,
    inStock: true,
    offer: { unit: 'bundle', textures: ['Silky Straight'], grades: ['Double Drawn', 'Super Double Drawn'], lengths: [10, 30] },
    hairMaterial: MATERIAL,
    cardNote: PER_BUNDLE,
    colours: ['Dark Brown'],
    tags: ['virgin'],
    bundleGrams: 100,
    description:
      '<p>Silky straight hair in a natural dark brown (#2), drawn until nearly every strand is full length. A favourite for blunt cuts and bobs.</p><ul><li>Colour #2 dark brown</li><li>Thick, blunt ends</li><li>100 g per bundle</li></ul>',
  },
  {
    name: 'Chocolate Brown #4 Deep Wave Weave',
    category: 'brown',
    texture: 'deep-wave',
    colour: 'brown',
    shot: 'weft',
    priceFrom: 36,
    priceTo: 118,
    featured: false,
    inStock: true,
    offer: { unit: 'bundle', textures: ['Deep Wave'], grades: ['Double Drawn', 'Super Double Drawn'], lengths: [12, 26] },
    hairMaterial: MATERIAL,
    cardNote: PER_BUNDLE,
    colours: ['Brown'],
    tags: [],
    bundleGrams: 100,
    description:
      '<p>A rich chocolate brown deep wave with warm undertones. Dyed in small lots so every bundle of an order matches.</p><ul><li>Colour #4</li><li>Defined deep wave pattern</li><li>Double machine weft</li></ul>',
  },
  {
    name: 'Burgundy 99J Straight Weave',
    category: 'red',
    texture: 'straight',
    colour: 'red',
    shot: 'weft',
    priceFrom: 38,
    priceTo: 126,
    featured: false,
    inStock: true,
    offer: { unit: 'bundle', textures: ['Straight', 'Bone Straight', 'Silky Straight'], grades: ['Double Drawn', 'Super Double Drawn'], lengths: [12, 26] },
    hairMaterial: MATERIAL,
    cardNote: PER_BUNDLE,
    colours: ['Red'],
    tags: [],
    bundleGrams: 100,
    description:
      '<p>Deep wine red 99J that reads burgundy indoors and glows ruby in the sun. Colour-fast after repeated washing.</p><ul><li>Colour 99J</li><li>Straight, bone straight or silky straight</li><li>Great for statement installs</li></ul>',
  },
  {
    name: 'Raw Vietnamese Wavy Hair Natural Black',
    category: 'natural-black',
    texture: 'body-wave',
    colour: 'natural-black',
    shot: 'bundles',
    priceFrom: 42,
    priceTo: 140,
    featured: false,
    inStock: false,
    offer: { unit: 'bundle', textures: ['Wavy'], grades: ['Single Drawn', 'Double Drawn'], lengths: [12, 30] },
    hairMaterial: RAW_MATERIAL,
    cardNote: PER_BUNDLE,
    colours: ['Natural Black'],
    tags: ['raw'],
    bundleGrams: 100,
    description:
      '<p>Raw hair exactly as it was cut: natural wave, natural colour, natural taper. Single drawn for the most authentic look, or double drawn for fuller ends. Limited stock after each collection season.</p><ul><li>Single donor per bundle</li><li>Bleaches to 613 without damage</li><li>Back in stock next month</li></ul>',
  },
  {
    name: '4x4 HD Lace Closure Deep Wave 1B',
    category: 'hair-closure',
    texture: 'deep-wave',
    colour: 'natural-black',
    shot: 'closure',
    priceFrom: 42,
    priceTo: 98,
    featured: false,
    inStock: true,
    offer: { unit: 'piece', textures: ['Deep Wave'], grades: ['Double Drawn', 'Super Double Drawn'], lengths: [10, 22] },
    hairMaterial: MATERIAL,
    cardNote: PER_PIECE,
    colours: ['Natural Black'],
    tags: ['virgin'],
    laceSize: '4x4',
    description:
      '<p>A 4x4 inch closure that finishes a deep wave install with a natural part. HD lace, pre-plucked, with small bleached knots.</p><ul><li>Middle, side or free part</li><li>Matches our Deep Wave bundles</li><li>Density 150%</li></ul>',
  },
  {
    name: '13x6 Transparent Lace Frontal Straight 1B',
    category: 'hair-frontal',
    texture: 'straight',
    colour: 'natural-black',
    shot: 'frontal',
    priceFrom: 78,
    priceTo: 185,
    featured: false,
    inStock: true,
    offer: { unit: 'piece', textures: ['Straight', 'Bone Straight', 'Silky Straight'], grades: ['Double Drawn', 'Super Double Drawn'], lengths: [12, 26] },
    hairMaterial: MATERIAL,
    cardNote: PER_PIECE,
    colours: ['Natural Black'],
    tags: ['virgin'],
    laceSize: '13x6',
    description:
      '<p>A deep 13x6 inch parting space on transparent lace, for deep side parts and high ponytails. Straight, bone straight or silky straight hair, double or super double drawn.</p><ul><li>Transparent lace, easy to tint</li><li>Pre-plucked with baby hairs</li><li>Natural colour 1B</li></ul>',
  },
  {
    name: 'Bone Straight Bundle Deal 3 Bundles 1B',
    category: 'hair-bundle',
    texture: 'straight',
    colour: 'natural-black',
    shot: 'bundles',
    priceFrom: 79,
    priceTo: 270,
    featured: false,
    inStock: true,
    offer: { unit: 'bundle', textures: ['Bone Straight'], grades: ['Double Drawn', 'Super Double Drawn'], lengths: [10, 30] },
    hairMaterial: MATERIAL,
    cardNote: 'USD per 3-bundle deal',
    colours: ['Natural Black'],
    tags: ['best seller', 'bulk'],
    bundleGrams: 100,
    description:
      '<p>Three matched bundles of bone straight 1B hair, enough for a full sew-in. Mix lengths freely, for example 18, 20 and 22 inches.</p><ul><li>300 g in total</li><li>Same lot, same colour</li><li>Save 6% against single bundles</li></ul>',
  },
  {
    name: 'Curly Bundle Deal 3 Bundles with 4x4 Closure',
    category: 'hair-bundle',
    texture: 'curly',
    colour: 'natural-black',
    shot: 'bundles',
    priceFrom: 135,
    priceTo: 390,
    featured: false,
    inStock: true,
    offer: { unit: 'bundle', textures: ['Curly', 'Kinky Curly', 'Water Wave'], grades: ['Double Drawn', 'Super Double Drawn'], lengths: [10, 24] },
    hairMaterial: MATERIAL,
    cardNote: 'USD per set',
    colours: ['Natural Black'],
    tags: ['bulk'],
    laceSize: '4x4',
    bundleGrams: 100,
    description:
      '<p>A complete curly install in one box: three curly, kinky curly or water wave bundles and a matching 4x4 HD lace closure.</p><ul><li>Curl pattern matched across bundles and closure</li><li>Natural black</li><li>Ships in a gift box, ready to resell</li></ul>',
  },
  {
    name: 'Wholesale Raw Hair Bulk 1 kg Dark Brown',
    category: 'hair-bundle',
    texture: 'straight',
    colour: 'dark-brown',
    shot: 'bundles',
    priceFrom: 420,
    priceTo: 980,
    featured: false,
    inStock: true,
    offer: { unit: 'kg', textures: ['Straight', 'Wavy', 'Curly'], grades: ['Single Drawn', 'Double Drawn'], lengths: [12, 30] },
    hairMaterial: RAW_MATERIAL,
    cardNote: 'USD per kg',
    colours: ['Dark Brown'],
    tags: ['raw', 'bulk'],
    description:
      '<p>Bulk raw hair for factories and wig makers, sold by the kilogram and sorted by length. Tied at the root end, cuticles in one direction.</p><ul><li>Minimum order 1 kg per length</li><li>Straight, wavy or curly as it grew, natural dark brown, unprocessed</li><li>Sample packs available</li></ul>',
  },
  {
    name: 'Slavic European Silky Straight Light Brown',
    category: 'slavic-europe-hair',
    texture: 'straight',
    colour: 'light-brown',
    shot: 'weft',
    priceFrom: 58,
    priceTo: 210,
    featured: false,
    inStock: true,
    offer: { unit: 'bundle', textures: ['Silky Straight'], grades: ['Double Drawn', 'Super Double Drawn'], lengths: [14, 28] },
    hairMaterial: 'Fine human hair with a Slavic/European texture, cuticle aligned',
    cardNote: PER_BUNDLE,
    colours: ['Light Brown'],
    tags: ['raw'],
    bundleGrams: 100,
    description:
      '<p>Fine, soft strands with the light feel of Slavic hair, for clients with fine natural hair and light colours. Blends seamlessly in tape-ins and wefts.</p><ul><li>Natural light brown</li><li>Thin, flat weft</li><li>Lifts to pale blonde easily</li></ul>',
  },
];

export interface SeedReview {
  /** Index in SEED_PRODUCTS. */
  product: number;
  user: string;
  rating: number;
  comment: string;
  likes: number;
  dislikes: number;
  status: 'approved' | 'pending';
  /** Days before the seed ran. */
  daysAgo: number;
}

export const SEED_REVIEWS: readonly SeedReview[] = [
  { product: 0, user: 'Tasha M.', rating: 5, comment: 'Third order of the 22 inch. Still no shedding after two months of daily wear, and it straightens like glass.', likes: 14, dislikes: 0, status: 'approved', daysAgo: 6 },
  { product: 0, user: 'Ngozi A.', rating: 5, comment: 'Full to the ends exactly as described. My clients ask for it by name now.', likes: 9, dislikes: 1, status: 'approved', daysAgo: 19 },
  { product: 0, user: 'Kim L.', rating: 4, comment: 'Beautiful hair. One bundle was a little lighter in weight than the others, but the team sent an extra piece with the next order.', likes: 5, dislikes: 0, status: 'approved', daysAgo: 41 },
  { product: 1, user: 'Jasmine R.', rating: 5, comment: 'The deep wave pattern survived three washes without any product. Very happy.', likes: 11, dislikes: 0, status: 'approved', daysAgo: 12 },
  { product: 1, user: 'Fatima B.', rating: 4, comment: 'Lovely curl, slightly tighter than the photos. Shipping to Lagos took six days.', likes: 3, dislikes: 1, status: 'approved', daysAgo: 33 },
  { product: 4, user: 'Olivia P.', rating: 5, comment: 'Takes toner so evenly. We did an icy platinum with no patchiness at all.', likes: 8, dislikes: 0, status: 'approved', daysAgo: 9 },
  { product: 7, user: 'Brianna K.', rating: 5, comment: 'The lace really is HD, it disappeared on my client with very little work.', likes: 12, dislikes: 0, status: 'approved', daysAgo: 15 },
  { product: 7, user: 'Mai H.', rating: 4, comment: 'Great frontal. The hairline needed a little extra plucking for my taste.', likes: 2, dislikes: 0, status: 'approved', daysAgo: 27 },
  { product: 5, user: 'Grace O.', rating: 5, comment: 'The ombre blend is seamless. Is the 28 inch coming back in stock soon?', likes: 0, dislikes: 0, status: 'pending', daysAgo: 1 },
];
