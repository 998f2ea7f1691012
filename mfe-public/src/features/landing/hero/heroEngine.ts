// The carousel engine: embla-carousel with its autoplay plugin. Loaded on demand by HeroCarousel,
// so that the landing page's first paint and initial JavaScript carry none of it.
import EmblaCarousel from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { HERO_AUTOPLAY_DELAY_MS, HERO_OPTIONS, type HeroState } from './heroOptions';

export interface HeroEngine {
  scrollTo(index: number): void;
  scrollPrev(): void;
  scrollNext(): void;
  /** Resume the automatic steps (each after 8 s; they stop by themselves at the last slide). */
  play(): void;
  stop(): void;
  destroy(): void;
}

export interface HeroEngineEvents {
  onSelect(state: HeroState): void;
  onPlaying(playing: boolean): void;
  /** The visitor dragged or swiped the slides. */
  onInteraction(): void;
}

export function startHeroEngine(viewport: HTMLElement, events: HeroEngineEvents): HeroEngine {
  const autoplay = Autoplay({
    delay: HERO_AUTOPLAY_DELAY_MS,
    stopOnLastSnap: true,
    stopOnInteraction: true,
    stopOnFocusIn: true,
    playOnInit: false,
  });
  const api = EmblaCarousel(viewport, HERO_OPTIONS, [autoplay]);
  const sync = () =>
    events.onSelect({
      selected: api.selectedScrollSnap(),
      canPrev: api.canScrollPrev(),
      canNext: api.canScrollNext(),
    });
  api.on('select', sync).on('reInit', sync);
  api.on('autoplay:play', () => events.onPlaying(true));
  api.on('autoplay:stop', () => events.onPlaying(false));
  api.on('pointerDown', () => events.onInteraction());
  sync();
  return {
    scrollTo: (index) => api.scrollTo(index),
    scrollPrev: () => api.scrollPrev(),
    scrollNext: () => api.scrollNext(),
    play: () => autoplay.play(),
    stop: () => autoplay.stop(),
    destroy: () => api.destroy(),
  };
}
