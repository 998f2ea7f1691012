/** Spec §9: slide animation duration 40, no loop; right to left like the page. */
export const HERO_OPTIONS = { direction: 'rtl', loop: false, duration: 40 } as const;

/** Spec §4/§9: the hero advances every 8000 ms while a next slide exists. */
export const HERO_AUTOPLAY_DELAY_MS = 8000;

/** The carousel engine is fetched this long before the first automatic step is due. */
export const HERO_ENGINE_LEAD_MS = 2000;

export interface HeroState {
  selected: number;
  canPrev: boolean;
  canNext: boolean;
}

/** Before the engine runs, the first slide is shown: nothing before it, two slides after it. */
export const INITIAL_HERO_STATE: HeroState = { selected: 0, canPrev: false, canNext: true };
