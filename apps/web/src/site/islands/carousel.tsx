import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { CAROUSEL_INTERVAL_MS } from '@skilllink/contracts/site-pages';
import { cn } from '../../components/ui/cn';
import { buttonClasses } from '../../components/ui/button';
import { useMounted } from './use-mounted';

export interface CarouselSlide {
  eyebrow: string;
  title: string;
  body: string;
  actions: Array<{ href: string; label: string; primary: boolean }>;
}

export interface CarouselProps {
  slides: CarouselSlide[];
  labels: { region: string; previous: string; next: string; pause: string; play: string; slides: string[] };
}

const control =
  'inline-flex size-11 items-center justify-center rounded-full border border-border-strong bg-surface text-fg hover:bg-surface-2';

/**
 * The home page's hero (spec §2, §9): a slide every 6 s; hovering or focusing it pauses; Left and
 * Right step; Space toggles autoplay; visitors who ask for reduced motion get no autoplay. The
 * slides share one grid cell, so the tallest sets the height and changing slides moves nothing
 * else on the page. Without script the first slide shows, with its links.
 */
export function Carousel({ slides, labels }: CarouselProps) {
  const [index, setIndex] = useState(0);
  // The controls need the script: without it they would be buttons that do nothing. Invisible,
  // not hidden: their room is kept, so nothing moves when they appear (CLS).
  const mounted = useMounted();
  // null until the visitor chooses; until then it plays, unless they asked for reduced motion
  // (known only in the browser, hence after hydration: the server's markup says "playing").
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice ?? !(mounted && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  const togglePlaying = () => setChoice(!playing);
  const count = slides.length;
  const step = (by: number) => setIndex((i) => (i + by + count) % count);

  useEffect(() => {
    if (!playing || hovered || focused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, hovered, focused, count]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === ' ' && event.target === event.currentTarget) {
      // Space on a button inside presses that button; on the carousel itself it toggles autoplay.
      event.preventDefault();
      togglePlaying();
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      tabIndex={0}
      className="rounded-2xl focus-visible:outline-offset-4"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Announced when the visitor steps, not every 6 s while it plays by itself. */}
      <div className="grid" aria-live={playing && !focused ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slides[i]}
            aria-hidden={i !== index}
            className={cn('col-start-1 row-start-1 flex flex-col items-center gap-5 text-center', i !== index && 'invisible')}
          >
            <p className="rounded-full bg-primary-soft px-4 py-1 text-sm font-medium text-primary">{slide.eyebrow}</p>
            <h2 className="text-4xl font-bold tracking-tight text-fg sm:text-5xl">{slide.title}</h2>
            <p className="max-w-2xl text-lg text-muted">{slide.body}</p>
            <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
              {slide.actions.map((action) => (
                <a key={action.href} href={action.href} className={buttonClasses({ variant: action.primary ? 'primary' : 'secondary' })}>
                  {action.label}
                </a>
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className={cn('mt-8 flex items-center justify-center gap-3', !mounted && 'invisible')}>
        <button type="button" className={control} aria-label={labels.previous} title={labels.previous} onClick={() => step(-1)}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={control}
          aria-label={playing ? labels.pause : labels.play}
          title={playing ? labels.pause : labels.play}
          onClick={togglePlaying}
        >
          {playing ? <Pause className="size-5" aria-hidden="true" /> : <Play className="size-5" aria-hidden="true" />}
        </button>
        <button type="button" className={control} aria-label={labels.next} title={labels.next} onClick={() => step(1)}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className={cn('mt-3 flex justify-center gap-1', !mounted && 'invisible')}>
        {slides.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            aria-label={labels.slides[i]}
            aria-current={i === index}
            className="inline-flex size-11 items-center justify-center"
            onClick={() => setIndex(i)}
          >
            <span className={cn('block h-2.5 rounded-full transition-all', i === index ? 'w-6 bg-primary' : 'w-2.5 bg-border-strong')} />
          </button>
        ))}
      </div>
    </section>
  );
}
