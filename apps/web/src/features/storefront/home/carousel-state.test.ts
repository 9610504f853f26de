import { describe, expect, it } from 'vitest';
import {
  autoplayRuns,
  carouselReducer,
  currentIndex,
  initialCarousel,
  isMoving,
  slidePosition,
  type CarouselEvent,
  type CarouselState,
} from './carousel-state';

const DELAY = 5000;

/** A started carousel of `count` slides at time 0, after `events`. */
function run(count: number, ...events: CarouselEvent[]): CarouselState {
  return events.reduce(carouselReducer, carouselReducer(initialCarousel(count, DELAY), { type: 'start', now: 0 }));
}

/** Which slide stands at each position of the on-screen window. */
function onScreen(state: CarouselState): Record<number, number> {
  const shown: Record<number, number> = {};
  for (let i = 0; i < state.count; i++) {
    const at = slidePosition(state, i);
    if (at >= state.lo && at <= state.hi) shown[at] = i;
  }
  return shown;
}

const next = (now = 0): CarouselEvent => ({ type: 'next', now });
const previous = (now = 0): CarouselEvent => ({ type: 'previous', now });
const settle: CarouselEvent = { type: 'settle' };

describe('carousel moves', () => {
  it('wraps from the last slide forwards to the first, sliding on to the right', () => {
    const atLast = run(3, next(), settle, next(), settle);
    expect(currentIndex(atLast)).toBe(2);
    const wrapped = carouselReducer(atLast, next());
    expect(currentIndex(wrapped)).toBe(0);
    expect(isMoving(wrapped)).toBe(true);
    // The first slide waits right of the last one, so the strip keeps moving the same way.
    expect(onScreen(wrapped)).toEqual({ 2: 2, 3: 0 });
    const settled = carouselReducer(wrapped, settle);
    expect(settled).toMatchObject({ pos: 0, lo: 0, hi: 0 });
    expect(isMoving(settled)).toBe(false);
  });

  it('wraps from the first slide backwards to the last, sliding in from the left', () => {
    const wrapped = run(3, previous());
    expect(currentIndex(wrapped)).toBe(2);
    expect(wrapped.pos).toBe(-1);
    expect(onScreen(wrapped)).toEqual({ [-1]: 2, 0: 0 });
    expect(carouselReducer(wrapped, settle)).toMatchObject({ pos: 2, lo: 2, hi: 2 });
  });

  it('goes to a dot, passing the slides between, and ignores the current dot', () => {
    const start = run(4);
    const third = carouselReducer(start, { type: 'goTo', index: 2, now: 0 });
    expect(currentIndex(third)).toBe(2);
    expect(onScreen(third)).toEqual({ 0: 0, 1: 1, 2: 2 });
    const back = carouselReducer(carouselReducer(third, settle), { type: 'goTo', index: 0, now: 0 });
    expect(currentIndex(back)).toBe(0);
    expect(back).toMatchObject({ lo: 0, hi: 2 });
    expect(carouselReducer(start, { type: 'goTo', index: 0, now: 1234 })).toBe(start);
  });

  it('counts clicks made while a slide is still moving', () => {
    const twice = run(4, next(), next(100));
    expect(currentIndex(twice)).toBe(2);
    expect(onScreen(twice)).toEqual({ 0: 0, 1: 1, 2: 2 });
    expect(currentIndex(carouselReducer(twice, previous(200)))).toBe(1);
  });

  it('never needs a slide in two places: with two slides a quick second click slides back', () => {
    const once = run(2, next());
    expect(onScreen(once)).toEqual({ 0: 0, 1: 1 });
    const twice = carouselReducer(once, next(100));
    expect(currentIndex(twice)).toBe(0);
    expect(twice).toMatchObject({ pos: 0, lo: 0, hi: 1 });
    // Three quick clicks on three slides: the strip turns back rather than grow wider than three.
    const thrice = run(3, next(), next(50), next(100));
    expect(currentIndex(thrice)).toBe(0);
    expect(thrice.hi - thrice.lo + 1).toBeLessThanOrEqual(3);
    expect(onScreen(thrice)).toEqual({ 0: 0, 1: 1, 2: 2 });
  });

  it('does not move with one slide or none', () => {
    for (const count of [0, 1]) {
      const state = run(count, next(), previous(), { type: 'tick', now: DELAY });
      expect(state.pos).toBe(0);
      expect(state.dueAt).toBeNull();
      expect(autoplayRuns(state)).toBe(false);
      expect(currentIndex(state)).toBe(0);
    }
  });
});

describe('carousel autoplay', () => {
  it('is due one delay after the start and moves on at each tick', () => {
    expect(carouselReducer(initialCarousel(3, DELAY), next()).dueAt).toBe(DELAY);
    const started = run(3);
    expect(started.dueAt).toBe(DELAY);
    const ticked = carouselReducer(started, { type: 'tick', now: DELAY });
    expect(currentIndex(ticked)).toBe(1);
    expect(ticked.dueAt).toBe(2 * DELAY);
  });

  it('restarts the full wait after previous, next and a dot, and keeps running', () => {
    const state = run(3, next(4000));
    expect(state.dueAt).toBe(4000 + DELAY);
    expect(run(3, previous(1200)).dueAt).toBe(1200 + DELAY);
    expect(run(3, { type: 'goTo', index: 2, now: 3000 }).dueAt).toBe(3000 + DELAY);
    expect(state.playing).toBe(true);
  });

  it('holds while the mouse is over it and goes on with the time that was left', () => {
    const over = run(3, { type: 'hover', over: true, now: 1500 });
    expect(over.dueAt).toBeNull();
    expect(over.left).toBe(DELAY - 1500);
    // A stale timer that fires while held changes nothing.
    expect(carouselReducer(over, { type: 'tick', now: DELAY })).toBe(over);
    const away = carouselReducer(over, { type: 'hover', over: false, now: 9000 });
    expect(away.dueAt).toBe(9000 + DELAY - 1500);
    expect(currentIndex(away)).toBe(0);
  });

  it('restarts the full wait after a click made with the mouse over it', () => {
    const clicked = run(3, { type: 'hover', over: true, now: 4000 }, next(4500));
    expect(clicked.dueAt).toBeNull();
    expect(run(3, { type: 'hover', over: true, now: 4000 }, next(4500), { type: 'hover', over: false, now: 6000 }).dueAt).toBe(6000 + DELAY);
  });

  it('stops with pause and starts a full wait with play', () => {
    const paused = run(3, { type: 'togglePlay', now: 2000 });
    expect(paused.playing).toBe(false);
    expect(paused.dueAt).toBeNull();
    expect(carouselReducer(paused, { type: 'hover', over: false, now: 3000 }).dueAt).toBeNull();
    // Clicks still move the slides but do not bring autoplay back.
    const moved = carouselReducer(paused, next(3000));
    expect(currentIndex(moved)).toBe(1);
    expect(moved.dueAt).toBeNull();
    const playing = carouselReducer(moved, { type: 'togglePlay', now: 7000 });
    expect(playing.playing).toBe(true);
    expect(playing.dueAt).toBe(7000 + DELAY);
  });
});
