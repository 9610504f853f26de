// The hero carousel's state as a pure reducer: the current slide,
// the stretch of the slide strip that may be on screen while a slide moves, and
// when autoplay moves on. Times are milliseconds handed in by the caller.
//
// The slides sit on an endless strip: the current one is at `pos`, slide i at
// the position congruent to i (mod count) inside the window that starts at `lo`.
// Next from the last slide therefore moves forwards onto the first one (and
// previous from the first backwards onto the last) without cloning any slide.

export interface CarouselState {
  readonly count: number;
  /** Autoplay's wait between two slides. */
  readonly delay: number;
  /** Position of the current slide on the strip; the slide itself is pos mod count. */
  readonly pos: number;
  /** Positions that may be on screen while slides move; [pos, pos] at rest, never wider than count. */
  readonly lo: number;
  readonly hi: number;
  /** Counts the moves, so that the caller can settle the strip once the last one has ended. */
  readonly moves: number;
  /** Autoplay as the visitor set it with the pause/play button. */
  readonly playing: boolean;
  /** The mouse is over the carousel: autoplay waits. */
  readonly hovered: boolean;
  /** When autoplay moves on; null while it is held (paused, hovered, one slide, not started). */
  readonly dueAt: number | null;
  /** What autoplay still has to wait once it runs again. */
  readonly left: number;
}

export type CarouselEvent =
  | { type: 'start'; now: number }
  | { type: 'next' | 'previous'; now: number }
  | { type: 'goTo'; index: number; now: number }
  | { type: 'tick'; now: number }
  | { type: 'hover'; over: boolean; now: number }
  | { type: 'togglePlay'; now: number }
  | { type: 'settle' };

const mod = (n: number, m: number): number => ((n % m) + m) % m;

export function initialCarousel(count: number, delay: number): CarouselState {
  return { count, delay, pos: 0, lo: 0, hi: 0, moves: 0, playing: true, hovered: false, dueAt: null, left: delay };
}

export function currentIndex(state: CarouselState): number {
  return state.count > 0 ? mod(state.pos, state.count) : 0;
}

export function isMoving(state: CarouselState): boolean {
  return state.lo !== state.hi;
}

/** Where slide i sits on the strip (its left edge, in slide widths). */
export function slidePosition(state: CarouselState, index: number): number {
  return state.lo + mod(index - state.lo, state.count);
}

/** Autoplay runs: several slides, not paused, no mouse over the carousel. */
export function autoplayRuns(state: CarouselState): boolean {
  return state.count > 1 && state.playing && !state.hovered;
}

/** Holds autoplay, keeping what it still had to wait. */
function hold(state: CarouselState, now: number): CarouselState {
  return state.dueAt === null ? state : { ...state, dueAt: null, left: Math.max(0, state.dueAt - now) };
}

/** Lets autoplay go on with what it still has to wait, if it may run. */
function resume(state: CarouselState, now: number): CarouselState {
  return { ...state, dueAt: autoplayRuns(state) ? now + state.left : null };
}

/**
 * The target position for `want`, or the nearest copy of the same slide that keeps the
 * on-screen window at most count wide (so that no slide has to be in two places at once).
 */
function place(state: CarouselState, want: number): number {
  const top = state.lo + state.count - 1;
  const bottom = state.hi - state.count + 1;
  if (want > top) return want - Math.ceil((want - top) / state.count) * state.count;
  if (want < bottom) return want + Math.ceil((bottom - want) / state.count) * state.count;
  return want;
}

/** Moves `steps` slides on; any move restarts autoplay's full wait. */
function move(state: CarouselState, steps: number, now: number): CarouselState {
  if (state.count < 2 || mod(steps, state.count) === 0) return state;
  const pos = place(state, state.pos + steps);
  const moved = { ...state, pos, lo: Math.min(state.lo, pos), hi: Math.max(state.hi, pos), moves: state.moves + 1, left: state.delay };
  return resume(moved, now);
}

export function carouselReducer(state: CarouselState, event: CarouselEvent): CarouselState {
  switch (event.type) {
    case 'start':
      return state.dueAt === null ? resume(state, event.now) : state;
    case 'next':
      return move(state, 1, event.now);
    case 'previous':
      return move(state, -1, event.now);
    case 'goTo':
      return move(state, event.index - currentIndex(state), event.now);
    case 'tick':
      // The caller's timer belongs to the current dueAt; a tick while held is stale.
      return state.dueAt === null ? state : move(state, 1, event.now);
    case 'hover':
      if (event.over === state.hovered) return state;
      return event.over ? { ...hold(state, event.now), hovered: true } : resume({ ...state, hovered: false }, event.now);
    case 'togglePlay':
      // Play starts a full wait again, as after any click.
      return resume({ ...state, playing: !state.playing, dueAt: null, left: state.delay }, event.now);
    case 'settle': {
      const pos = currentIndex(state);
      return { ...state, pos, lo: pos, hi: pos };
    }
  }
}
