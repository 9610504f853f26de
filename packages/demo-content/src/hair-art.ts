// SVG drawings of the seed images: hair photos, hero banners, partner logos
// and avatars. Each drawing is a pure function of its inputs and a random
// generator seeded by its name, so the same image always comes out the same.
import { initialsOf, round, strokeText, strokeTextWidth } from './stroke-font';

export type HairTexture = 'straight' | 'body-wave' | 'deep-wave' | 'curly';
export type HairColour = 'natural-black' | 'dark-brown' | 'brown' | 'light-brown' | 'blonde' | 'ombre' | 'red';
/** How the hair is laid out in a product photo; 'detail' is a close-up of the texture. */
export type ProductShot = 'weft' | 'closure' | 'frontal' | 'bundles' | 'detail';

interface Palette {
  root: string;
  mid: string;
  highlight: string;
  tip: string;
}

/** Hair colours from root to tip; the highlight is the sheen band. */
const PALETTES: Readonly<Record<HairColour, Palette>> = {
  'natural-black': { root: '#0f0a07', mid: '#1b1410', highlight: '#54433a', tip: '#271c16' },
  'dark-brown': { root: '#1a100b', mid: '#3b2418', highlight: '#80583d', tip: '#4a2e1f' },
  brown: { root: '#24160e', mid: '#4e3020', highlight: '#9a6b45', tip: '#5f3c27' },
  'light-brown': { root: '#4f3623', mid: '#8a6242', highlight: '#d8b387', tip: '#a47b55' },
  blonde: { root: '#b8925a', mid: '#e6c88f', highlight: '#fdf3da', tip: '#efd7a6' },
  ombre: { root: '#120c09', mid: '#4a2f1c', highlight: '#e0b070', tip: '#c28b4f' },
  red: { root: '#25060d', mid: '#5e1226', highlight: '#b2445c', tip: '#74192f' },
};

interface TextureShape {
  /** Lateral swing of a strand, in pixels at scale 1. */
  amplitude: number;
  /** Length of one wave along the strand, in pixels at scale 1. */
  wavelength: number;
  /** Curls loop back on themselves; waves only swing from side to side. */
  curl: boolean;
  /** Waves of neighbouring strands line up (a wave pattern); curls do not. */
  coherent: boolean;
}

const TEXTURES: Readonly<Record<HairTexture, TextureShape>> = {
  straight: { amplitude: 5, wavelength: 1500, curl: false, coherent: true },
  'body-wave': { amplitude: 30, wavelength: 300, curl: false, coherent: true },
  'deep-wave': { amplitude: 14, wavelength: 92, curl: false, coherent: true },
  curly: { amplitude: 11, wavelength: 36, curl: true, coherent: false },
};

// --- small helpers -------------------------------------------------------------------

type Random = () => number;

/** Deterministic generator (mulberry32) seeded by a text. */
function seededRandom(seedText: string): Random {
  let seed = 2166136261;
  for (let i = 0; i < seedText.length; i += 1) seed = Math.imul(seed ^ seedText.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

interface Point {
  x: number;
  y: number;
}

/** A smooth cubic Bezier path through the points (Catmull-Rom). */
function smoothPath(points: readonly Point[]): string {
  const first = points[0];
  if (!first) return '';
  let d = `M${round(first.x)} ${round(first.y)}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    d +=
      `C${round(p1.x + (p2.x - p0.x) / 6)} ${round(p1.y + (p2.y - p0.y) / 6)} ` +
      `${round(p2.x - (p3.x - p1.x) / 6)} ${round(p2.y - (p3.y - p1.y) / 6)} ${round(p2.x)} ${round(p2.y)}`;
  }
  return d;
}

// --- strands ---------------------------------------------------------------------------

interface Strand {
  from: Point;
  to: Point;
  /** Wave phase in radians. */
  phase: number;
  /** Multiplies the texture's amplitude and wavelength, so no two curls are alike. */
  swing?: number;
  stretch?: number;
}

/** Points of one strand from root to tip, shaped by the texture. */
function strandPoints(strand: Strand, texture: TextureShape, scale: number): Point[] {
  const dx = strand.to.x - strand.from.x;
  const dy = strand.to.y - strand.from.y;
  const length = Math.hypot(dx, dy) || 1;
  const along = { x: dx / length, y: dy / length };
  const across = { x: -along.y, y: along.x };
  const wavelength = texture.wavelength * scale * (strand.stretch ?? 1);
  const amplitude = texture.amplitude * scale * (strand.swing ?? 1);
  const step = texture.curl ? wavelength / 4.5 : Math.min(wavelength / 5, 60 * scale);
  const count = Math.max(2, Math.ceil(length / step));
  const points: Point[] = [];
  for (let i = 0; i <= count; i += 1) {
    const t = i / count;
    const distance = t * length;
    // Waves open up below the root, as real hair does under its own weight.
    const envelope = Math.min(1, 0.3 + t * 1.6);
    const angle = (2 * Math.PI * distance) / wavelength + strand.phase;
    const side = amplitude * envelope * Math.sin(angle);
    const back = texture.curl ? -amplitude * envelope * 0.85 * Math.cos(angle) : 0;
    points.push({
      x: strand.from.x + along.x * (distance + back) + across.x * side,
      y: strand.from.y + along.y * (distance + back) + across.y * side,
    });
  }
  return points;
}

/** The strands as paths, in three shades (dark under-layer, body, sheen), drawn back to front. */
function drawStrands(strands: readonly Strand[], textureName: HairTexture, scale: number, random: Random, width = 1): string {
  const texture = TEXTURES[textureName];
  const layers: [string[], string[], string[]] = [[], [], []];
  strands.forEach((strand, i) => {
    const d = smoothPath(strandPoints(strand, texture, scale));
    const layer = i % 5 === 0 ? 0 : i % 7 === 0 ? 2 : 1;
    const strokeWidth = layer === 0 ? between(random, 5, 8) : layer === 2 ? between(random, 0.8, 1.6) : between(random, 1.4, 3.2);
    const opacity = layer === 0 ? 0.9 : between(random, 0.55, 0.95);
    layers[layer].push(`<path d="${d}" stroke-width="${round(strokeWidth * width * scale)}" stroke-opacity="${round(opacity)}"/>`);
  });
  return layers
    .map((paths, i) => `<g fill="none" stroke="url(#shade${i})" stroke-linecap="round">${paths.join('')}</g>`)
    .join('');
}

/** Gradients shade0..2 along the hair (root to tip), with the sheen band at `sheenAt`. */
function shadeGradients(palette: Palette, from: Point, to: Point, sheenAt: number, fadeIn = false): string {
  const shades: Palette[] = [
    { root: palette.root, mid: mix(palette.root, palette.mid, 0.5), highlight: palette.mid, tip: mix(palette.root, palette.tip, 0.6) },
    palette,
    { root: palette.mid, mid: palette.highlight, highlight: mix(palette.highlight, '#ffffff', 0.35), tip: palette.highlight },
  ];
  return shades
    .map((shade, i) => {
      const start = fadeIn ? `<stop offset="0" stop-color="${shade.root}" stop-opacity="0"/><stop offset="0.12" stop-color="${shade.root}"/>` : `<stop offset="0" stop-color="${shade.root}"/>`;
      return (
        `<linearGradient id="shade${i}" gradientUnits="userSpaceOnUse" x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}">` +
        start +
        `<stop offset="${round(sheenAt - 0.1)}" stop-color="${shade.mid}"/>` +
        `<stop offset="${round(sheenAt)}" stop-color="${shade.highlight}"/>` +
        `<stop offset="${round(sheenAt + 0.12)}" stop-color="${shade.mid}"/>` +
        `<stop offset="1" stop-color="${shade.tip}"/></linearGradient>`
      );
    })
    .join('');
}

function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

// --- product photos ------------------------------------------------------------------------

export const PRODUCT_IMAGE_SIZE = 800;

interface Lock {
  left: Strand;
  right: Strand;
  /** The root line from right to left. */
  roots: Point[];
}

interface ShotLayout {
  strands: Strand[];
  /** Edges of each lock of hair; the space between them is filled so the hair looks dense. */
  locks: Lock[];
}

/** Where the strands of each shot start and end (800 x 800 canvas). */
function productLayout(shot: ProductShot, texture: HairTexture, random: Random): ShotLayout {
  const { coherent } = TEXTURES[texture];
  const strand = (from: Point, to: Point): Strand => ({
    from,
    to,
    phase: coherent ? between(random, -0.35, 0.35) : between(random, 0, 2 * Math.PI),
    swing: coherent ? between(random, 0.85, 1.15) : between(random, 0.7, 1.3),
    stretch: coherent ? 1 : between(random, 0.85, 1.2),
  });
  const edge = (from: Point, to: Point): Strand => ({ from, to, phase: 0 });
  const layout: ShotLayout = { strands: [], locks: [] };
  /** A lock of hair hanging from `left`..`right` at `top`, its ends drawn in by `taper`. */
  const lock = (left: number, right: number, top: (x: number) => number, bottom: number, taper: number, count: number) => {
    const center = (left + right) / 2;
    const end = (x: number) => center + (x - center) * taper;
    const roots = Array.from({ length: 9 }, (_, i) => {
      const x = right - 6 - ((right - left - 12) * i) / 8;
      return { x, y: top(x) + 4 };
    });
    layout.locks.push({
      // The fill stops short of the ends so that loose strand tips, not a straight line, finish the lock.
      left: edge({ x: left + 6, y: top(left + 6) + 4 }, { x: end(left + 8), y: bottom - 45 }),
      right: edge({ x: right - 6, y: top(right - 6) + 4 }, { x: end(right - 8), y: bottom - 45 }),
      roots,
    });
    for (let i = 0; i < count; i += 1) {
      const x = between(random, left, right);
      layout.strands.push(strand({ x, y: top(x) + between(random, 0, 6) }, { x: end(x) + between(random, -10, 10), y: bottom + between(random, -22, 18) }));
    }
  };
  switch (shot) {
    case 'weft':
      lock(235, 565, () => 120, 715, 0.84, 120);
      break;
    case 'closure':
      lock(262, 538, () => 150, 718, 1.08, 120);
      break;
    case 'frontal':
      // Roots follow the lace arc from ear to ear.
      lock(120, 680, (x) => 226 - Math.sin((Math.PI * (x - 120)) / 560) * 112, 722, 0.9, 150);
      break;
    case 'bundles':
      lock(183, 293, () => 175, 680, 0.8, 48);
      lock(562 - 55, 562 + 55, () => 175, 680, 0.8, 48);
      lock(345, 455, () => 135, 735, 0.8, 52);
      break;
    case 'detail':
      for (let i = 0; i < 130; i += 1) {
        const x = between(random, -80, 880);
        layout.strands.push(strand({ x, y: -60 }, { x: x + between(random, -30, 30), y: 860 }));
      }
      break;
  }
  return layout;
}

/** Filled shape between the edge strands of a lock, under the strands. */
function drawLocks(locks: readonly Lock[], textureName: HairTexture): string {
  const texture = TEXTURES[textureName];
  return locks
    .map(({ left, right, roots }) => {
      const leftPath = smoothPath(strandPoints(left, texture, 1));
      const rightPath = smoothPath(strandPoints(right, texture, 1).reverse()).replace(/^M/, 'L');
      const rootPath = roots.map((p) => `L${round(p.x)} ${round(p.y)}`).join('');
      return `<path d="${leftPath}${rightPath}${rootPath}Z" fill="url(#shade0)" opacity="0.96"/>`;
    })
    .join('');
}

/** Lace, weft bands and labels drawn over the hair roots. */
function productDetails(shot: ProductShot, palette: Palette): string {
  const band = mix(palette.root, '#000000', 0.35);
  switch (shot) {
    case 'weft':
      return `<rect x="225" y="104" width="350" height="26" rx="9" fill="${band}"/><path d="M236 117H564" stroke="#c8a97e" stroke-width="1.5" stroke-dasharray="6 5" opacity="0.7"/>`;
    case 'closure':
      return `<rect x="250" y="96" width="300" height="124" rx="20" fill="#e8cfb6" opacity="0.55"/><rect x="250" y="96" width="300" height="124" rx="20" fill="url(#mesh)"/><rect x="250" y="96" width="300" height="124" rx="20" fill="none" stroke="#d2b296" stroke-width="2"/>`;
    case 'frontal':
      return `<path d="M110 232Q400 -8 690 232L690 262Q400 24 110 262Z" fill="#e8cfb6" opacity="0.55"/><path d="M110 232Q400 -8 690 232L690 262Q400 24 110 262Z" fill="url(#mesh)" stroke="#d2b296" stroke-width="2"/>`;
    case 'bundles':
      return [[238, 175], [400, 135], [562, 175]]
        .map(([x, y]) => `<rect x="${x! - 62}" y="${y! - 8}" width="124" height="22" rx="8" fill="${band}"/><rect x="${x! - 26}" y="${y! + 40}" width="52" height="18" rx="4" fill="#b8925a" opacity="0.9"/>`)
        .join('');
    case 'detail':
      return '';
  }
}

export interface ProductImageSpec {
  texture: HairTexture;
  colour: HairColour;
  shot: ProductShot;
  brand: string;
}

/** A studio photo of hair: light backdrop, the hair in its colour and texture, a vignette and the brand mark. */
export function productImageSvg(spec: ProductImageSpec): string {
  const size = PRODUCT_IMAGE_SIZE;
  const random = seededRandom(`${spec.shot}/${spec.texture}/${spec.colour}`);
  const palette = PALETTES[spec.colour];
  const closeUp = spec.shot === 'detail';
  const top = closeUp ? { x: 400, y: -60 } : { x: 400, y: 110 };
  const bottom = closeUp ? { x: 400, y: 860 } : { x: 400, y: 740 };
  const defs =
    `<radialGradient id="backdrop" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#fbf8f4"/><stop offset="1" stop-color="#e2d5c7"/></radialGradient>` +
    `<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#5a4030" stop-opacity="0.3"/><stop offset="1" stop-color="#5a4030" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.72"><stop offset="0.62" stop-color="#2b1d14" stop-opacity="0"/><stop offset="1" stop-color="#2b1d14" stop-opacity="0.28"/></radialGradient>` +
    `<pattern id="mesh" width="7" height="7" patternUnits="userSpaceOnUse"><path d="M0 0L7 7M7 0L0 7" stroke="#b89274" stroke-width="0.7" opacity="0.6"/></pattern>` +
    shadeGradients(palette, top, bottom, closeUp ? 0.42 : 0.36);
  const backdrop = closeUp
    ? `<rect width="${size}" height="${size}" fill="${palette.mid}"/>`
    : `<rect width="${size}" height="${size}" fill="url(#backdrop)"/><ellipse cx="400" cy="742" rx="250" ry="34" fill="url(#shadow)"/>`;
  const layout = productLayout(spec.shot, spec.texture, random);
  const hair = drawLocks(layout.locks, spec.texture) + drawStrands(layout.strands, spec.texture, closeUp ? 1.7 : 1, random, closeUp ? 1.3 : 1);
  const markColour = closeUp ? '#f3e6d6' : '#7b5b44';
  const body =
    backdrop +
    hair +
    productDetails(spec.shot, palette) +
    `<rect width="${size}" height="${size}" fill="url(#vignette)"/>` +
    brandMark(spec.brand, size - 24, size - 34, markColour);
  return svgDocument(size, size, defs, body);
}

/** Small brand mark: a strand emblem and the brand name, right-aligned at (right, top). */
function brandMark(brand: string, right: number, top: number, colour: string): string {
  const size = 12;
  const width = strokeTextWidth(brand, size);
  const emblemX = right - width - 18;
  return (
    `<g opacity="0.8"><circle cx="${round(emblemX)}" cy="${top + size / 2}" r="9" fill="none" stroke="${colour}" stroke-width="1.4"/>` +
    `<path d="M${round(emblemX - 3)} ${top - 1}C${round(emblemX + 5)} ${top + 3} ${round(emblemX - 5)} ${top + 9} ${round(emblemX + 3)} ${top + 13}" fill="none" stroke="${colour}" stroke-width="1.4" stroke-linecap="round"/>` +
    strokeText(brand, { centerX: right - width / 2, top, size, color: colour, strokeWidth: 1.6 }) +
    `</g>`
  );
}

// --- hero banners --------------------------------------------------------------------------

export const HERO_IMAGE_WIDTH = 2560;
export const HERO_IMAGE_HEIGHT = 823;

export interface HeroImageSpec {
  name: string;
  colour: HairColour;
  texture: HairTexture;
  /** Backdrop from left to right, and the glow behind the hair. */
  background: [string, string];
  glow: string;
}

/** A dark banner with hair flowing in from the left and fanning out to the right; the left stays dark for the title. */
export function heroImageSvg(spec: HeroImageSpec): string {
  const width = HERO_IMAGE_WIDTH;
  const height = HERO_IMAGE_HEIGHT;
  const random = seededRandom(`hero/${spec.name}`);
  const coherent = TEXTURES[spec.texture].coherent;
  const strands: Strand[] = [];
  for (let i = 0; i < 150; i += 1) {
    const u = random();
    strands.push({
      from: { x: between(random, 700, 900), y: height / 2 + between(random, -50, 50) },
      to: { x: width + 80, y: -120 + u * (height + 240) },
      phase: coherent ? between(random, -0.4, 0.4) + u * 1.2 : between(random, 0, 2 * Math.PI),
    });
  }
  const defs =
    `<linearGradient id="backdrop" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${spec.background[0]}"/><stop offset="1" stop-color="${spec.background[1]}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.72" cy="0.48" r="0.45"><stop offset="0" stop-color="${spec.glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${spec.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade-left" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.55"/><stop offset="0.5" stop-color="#000000" stop-opacity="0"/></linearGradient>` +
    shadeGradients(PALETTES[spec.colour], { x: 700, y: 0 }, { x: width, y: 0 }, 0.55, true);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>` +
    drawStrands(strands, spec.texture, 2.2, random, 0.9) +
    `<rect width="${width}" height="${height}" fill="url(#shade-left)"/>`;
  return svgDocument(width, height, defs, body);
}

// --- partner logos and avatars ------------------------------------------------------------------

export const PARTNER_LOGO_WIDTH = 400;
export const PARTNER_LOGO_HEIGHT = 225;
export const AVATAR_SIZE = 300;

/** Splits a name into lines of at most `max` characters, at spaces. */
function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A partner logo: the initials in a rounded badge, the name below in capitals. */
export function partnerLogoSvg(name: string, colour: string): string {
  const width = PARTNER_LOGO_WIDTH;
  const height = PARTNER_LOGO_HEIGHT;
  const lines = wrapWords(name, 22).slice(0, 2);
  const nameTop = lines.length > 1 ? 132 : 146;
  const body =
    `<rect width="${width}" height="${height}" fill="#fbf8f4"/>` +
    `<rect x="8" y="8" width="${width - 16}" height="${height - 16}" rx="18" fill="none" stroke="#eadfd3" stroke-width="2"/>` +
    `<rect x="${width / 2 - 46}" y="26" width="92" height="92" rx="28" fill="${colour}"/>` +
    `<rect x="${width / 2 - 40}" y="32" width="80" height="80" rx="23" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>` +
    strokeText(initialsOf(name), { centerX: width / 2, top: 56, size: 32, color: '#ffffff', strokeWidth: 4.5 }) +
    lines
      .map((line, i) => strokeText(line, { centerX: width / 2, top: nameTop + i * 28, size: 16, color: '#3b2a20', strokeWidth: 2.2 }))
      .join('');
  return svgDocument(width, height, '', body);
}

/** A round avatar with the person's initials. */
export function avatarSvg(name: string, colours: [string, string]): string {
  const size = AVATAR_SIZE;
  const defs = `<linearGradient id="face" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient>`;
  const body =
    `<rect width="${size}" height="${size}" fill="#f6f0ea"/>` +
    `<circle cx="150" cy="150" r="146" fill="url(#face)"/>` +
    `<circle cx="150" cy="150" r="132" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3"/>` +
    strokeText(initialsOf(name), { centerX: 150, top: 110, size: 80, color: '#ffffff', strokeWidth: 10 });
  return svgDocument(size, size, defs, body);
}
