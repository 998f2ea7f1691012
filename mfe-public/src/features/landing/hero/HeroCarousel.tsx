import { ButtonLink, iconButtonBox } from '@ssc/ui';
import { CalendarCheck, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { HeroEngine } from './heroEngine';
import {
  HERO_AUTOPLAY_DELAY_MS,
  HERO_ENGINE_LEAD_MS,
  type HeroState,
  INITIAL_HERO_STATE,
} from './heroOptions';
import { HERO_SLIDES } from './slides';

const Region = styled.section`
  position: relative;
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.onBrand};
`;

const Viewport = styled.div`
  overflow: hidden;
`;

const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div<{ $index: number }>`
  flex: 0 0 100%;
  min-width: 0;
  background:
    radial-gradient(circle at ${({ $index }) => 20 + $index * 30}% 20%, rgba(255, 255, 255, 0.1), transparent 50%),
    linear-gradient(
      ${({ $index }) => 120 + $index * 25}deg,
      ${({ theme }) => theme.colors.brandDeep},
      ${({ theme }) => theme.colors.brand}
    );
`;

const SlideInner = styled.div`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: 420px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]} ${theme.space[8]}`};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1.25fr 1fr;
    padding-inline: ${({ theme }) => theme.space[6]};
  }
  ${({ theme }) => theme.media.lg} {
    min-height: 460px;
  }
`;

const Text = styled.div`
  h1, h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.typography.fluid.heroTitle};
    line-height: ${({ theme }) => theme.typography.lineHeights.tight};
    color: inherit;
  }

  p {
    max-width: 36rem;
    margin: 0 0 ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.typography.fluid.heroLead};
    opacity: 0.95;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Art = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
    max-width: 380px;
    justify-self: center;
    width: 100%;
  }

  img { display: block; width: 100%; height: auto; }
`;

const Controls = styled.div`
  position: absolute;
  inset-inline: 0;
  inset-block-end: ${({ theme }) => theme.space[3]};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const RoundButton = styled.button`
  ${iconButtonBox}
  border: 2px solid rgba(255, 255, 255, 0.7);
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.2);
  color: ${({ theme }) => theme.colors.onBrand};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ease, opacity ${({ theme }) => theme.motion.fast} ease;

  &:hover:not([aria-disabled='true']) { background: rgba(0, 0, 0, 0.38); }
  /* aria-disabled, not disabled: a control that runs out of slides keeps the keyboard focus. */
  &[aria-disabled='true'] { opacity: 0.4; cursor: default; }
  &:focus-visible { outline-color: ${({ theme }) => theme.colors.onBrand}; }
`;

const Dots = styled.div`
  display: flex;
  align-items: center;
`;

const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border: 2px solid ${({ theme }) => theme.colors.onBrand};
    border-radius: ${({ theme }) => theme.radii.pill};
    transition: width ${({ theme }) => theme.motion.base} ease, background-color ${({ theme }) => theme.motion.base} ease;
  }

  &[aria-current='true']::before {
    width: 28px;
    background: ${({ theme }) => theme.colors.onBrand};
  }

  &:focus-visible { outline-color: ${({ theme }) => theme.colors.onBrand}; outline-offset: -4px; }
`;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The landing hero (spec §2, §4, §9): three slides, arrows usable only when there is a previous or
 * next slide, three dots, no loop, animation duration 40, and autoplay every 8 s only while a next
 * slide exists. Keyboard: the arrows, the dots, and ← → inside the carousel. Using the controls,
 * swiping, or focusing a slide stops the autoplay; the pause button stops it at once. While it
 * plays, slide changes are not announced (aria-live off); afterwards they are (polite).
 *
 * The first slide is plain markup. The embla engine is fetched when the visitor reaches for the
 * carousel (pointer, touch or keyboard focus) or shortly before the first automatic step, so it
 * is not part of the page's initial JavaScript.
 */
export function HeroCarousel() {
  const viewportRef = useRef<HTMLDivElement>(null);
  const engine = useRef<Promise<HeroEngine> | null>(null);
  const autoplayWanted = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const [state, setState] = useState<HeroState>(INITIAL_HERO_STATE);
  const [playing, setPlaying] = useState(false);

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);

  const stopAutoplay = useCallback(() => {
    autoplayWanted.current = false;
    clearTimers();
    setPlaying(false);
    void engine.current?.then((e) => e.stop());
  }, [clearTimers]);

  const ensureEngine = useCallback((): Promise<HeroEngine> => {
    if (!engine.current) {
      engine.current = import('./heroEngine').then(({ startHeroEngine }) => {
        const viewport = viewportRef.current;
        if (!viewport) throw new Error('the hero carousel is no longer on the page');
        return startHeroEngine(viewport, {
          onSelect: setState,
          onPlaying: setPlaying,
          onInteraction: stopAutoplay,
        });
      });
    }
    return engine.current;
  }, [stopAutoplay]);

  // Autoplay: the first step 8 s after the page shows, then the engine's own 8 s steps.
  useEffect(() => {
    if (prefersReducedMotion()) return;
    autoplayWanted.current = true;
    setPlaying(true);
    timers.current = [
      setTimeout(() => void ensureEngine(), HERO_AUTOPLAY_DELAY_MS - HERO_ENGINE_LEAD_MS),
      setTimeout(() => {
        void ensureEngine().then((e) => {
          if (!autoplayWanted.current) return;
          e.scrollNext();
          e.play();
        });
      }, HERO_AUTOPLAY_DELAY_MS),
    ];
    return () => {
      autoplayWanted.current = false;
      clearTimers();
    };
  }, [ensureEngine, clearTimers]);

  useEffect(
    () => () => {
      void engine.current?.then(
        (e) => e.destroy(),
        () => undefined,
      );
      engine.current = null;
    },
    [],
  );

  const run = useCallback(
    (step: (e: HeroEngine) => void) => {
      stopAutoplay();
      void ensureEngine().then(step);
    },
    [ensureEngine, stopAutoplay],
  );
  const prev = () => {
    if (state.canPrev) run((e) => e.scrollPrev());
  };
  const next = () => {
    if (state.canNext) run((e) => e.scrollNext());
  };
  const goTo = (index: number) => run((e) => e.scrollTo(index));
  const preload = () => void ensureEngine();

  function togglePlay() {
    if (!playing && !state.canNext) return;
    if (playing) {
      stopAutoplay();
      return;
    }
    autoplayWanted.current = true;
    void ensureEngine().then((e) => e.play());
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Right-to-left: the next slide is to the left.
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      prev();
    }
  }

  const total = HERO_SLIDES.length;
  return (
    <Region
      aria-roledescription="carousel"
      aria-label="أبرز ما نقدمه"
      onKeyDown={onKeyDown}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
    >
      <Viewport ref={viewportRef}>
        <Track aria-live={playing ? 'off' : 'polite'} onFocus={stopAutoplay}>
          {HERO_SLIDES.map(({ title, subtitle, art }, index) => {
            const Heading = index === 0 ? 'h1' : 'h2';
            const current = index === state.selected;
            return (
              <Slide
                key={title}
                $index={index}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} من ${total}`}
                inert={!current}
                data-current={current}
              >
                <SlideInner>
                  <Text>
                    <Heading>{title}</Heading>
                    <p>{subtitle}</p>
                    <Actions>
                      <ButtonLink to="/booking" $variant="secondary" $size="lg">
                        <CalendarCheck aria-hidden="true" size={20} />
                        احجز استشارتك
                      </ButtonLink>
                      <ButtonLink to="/services" $variant="outlineLight" $size="lg">
                        تصفّح خدماتنا
                      </ButtonLink>
                    </Actions>
                  </Text>
                  <Art>
                    <img
                      src={art}
                      alt=""
                      width={360}
                      height={300}
                      loading="lazy"
                      decoding="async"
                    />
                  </Art>
                </SlideInner>
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      <Controls>
        <RoundButton
          type="button"
          onClick={prev}
          aria-disabled={!state.canPrev}
          aria-label="الشريحة السابقة"
        >
          <ChevronRight aria-hidden="true" size={22} />
        </RoundButton>
        <Dots>
          {HERO_SLIDES.map(({ title }, index) => (
            <Dot
              key={title}
              type="button"
              onClick={() => goTo(index)}
              aria-label={`الانتقال إلى الشريحة ${index + 1}`}
              aria-current={index === state.selected ? 'true' : undefined}
            />
          ))}
        </Dots>
        <RoundButton
          type="button"
          onClick={next}
          aria-disabled={!state.canNext}
          aria-label="الشريحة التالية"
        >
          <ChevronLeft aria-hidden="true" size={22} />
        </RoundButton>
        <RoundButton
          type="button"
          onClick={togglePlay}
          aria-disabled={!playing && !state.canNext}
          aria-label={playing ? 'إيقاف العرض التلقائي' : 'تشغيل العرض التلقائي'}
        >
          {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        </RoundButton>
      </Controls>
    </Region>
  );
}
