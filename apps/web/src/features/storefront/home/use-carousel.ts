// Runs the carousel reducer of carousel-state.ts in React: the autoplay timer,
// the settling of the strip once a move has ended, and the visitor's actions.
import { useEffect, useMemo, useReducer } from 'react';
import { carouselReducer, currentIndex, initialCarousel, isMoving, type CarouselState } from './carousel-state';

export interface CarouselControls {
  state: CarouselState;
  index: number;
  moving: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  togglePlay: () => void;
  hover: (over: boolean) => void;
}

const now = () => performance.now();

export function useCarousel(count: number, delay: number, moveMs: number): CarouselControls {
  const [state, dispatch] = useReducer(carouselReducer, null, () => initialCarousel(count, delay));

  // Not in the initializer: reading the clock is a side effect.
  useEffect(() => dispatch({ type: 'start', now: now() }), []);

  useEffect(() => {
    if (state.dueAt === null) return;
    const id = window.setTimeout(() => dispatch({ type: 'tick', now: now() }), Math.max(0, state.dueAt - now()));
    return () => window.clearTimeout(id);
  }, [state.dueAt]);

  const moving = isMoving(state);
  useEffect(() => {
    if (!moving) return;
    // A little after the move's transition, so that nothing on screen jumps.
    const id = window.setTimeout(() => dispatch({ type: 'settle' }), moveMs + 50);
    return () => window.clearTimeout(id);
  }, [moving, state.moves, moveMs]);

  const actions = useMemo(
    () => ({
      next: () => dispatch({ type: 'next', now: now() }),
      previous: () => dispatch({ type: 'previous', now: now() }),
      goTo: (index: number) => dispatch({ type: 'goTo', index, now: now() }),
      togglePlay: () => dispatch({ type: 'togglePlay', now: now() }),
      hover: (over: boolean) => dispatch({ type: 'hover', over, now: now() }),
    }),
    [],
  );
  return { state, index: currentIndex(state), moving, ...actions };
}
