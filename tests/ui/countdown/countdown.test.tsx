import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { characterImagePath } from '../../../src/catalogue/art';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { CountdownPage } from '../../../src/features/countdown/countdown-page';
import { createFloaters, FRAME_MS, seededRandom } from '../../../src/features/countdown/float-physics';
import { FLOATERS_PER_FRAME } from '../../../src/features/countdown/floating-background';
import { BANNER_RUNS_KEY } from '../../../src/storage/runs-store';
import { renderApp } from '../render-app';

// Whole-app renders with 64 characters take seconds on a busy machine; the default 5 s is too tight there.
vi.setConfig({ testTimeout: 20_000 });

function renderCountdown(path = '/Countdown') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CountdownPage />
    </MemoryRouter>,
  );
}

function timerText(): string {
  return screen.getByRole('timer').textContent ?? '';
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/**
 * A stand-in for the Web Animations API (jsdom has none), on a clock of its own: each animation records its keyframes
 * and timing, and `positions()` works out where it puts its portrait the way a browser does (an endless linear
 * animation, alternating, started `-delay` into its run).
 */
interface FakeAnimation {
  readonly img: HTMLElement;
  readonly property: 'translate' | 'transform';
  readonly to: number;
  readonly duration: number;
  readonly delay: number;
  readonly options: KeyframeAnimationOptions;
  readonly startedAt: number;
  cancelled: boolean;
}

let clock = 0;
let animations: FakeAnimation[] = [];

function stubWebAnimations() {
  HTMLElement.prototype.animate = function (this: HTMLElement, keyframes, options) {
    const frames = keyframes as Keyframe[];
    const timing = options as KeyframeAnimationOptions;
    const last = frames[frames.length - 1]!;
    const property = 'translate' in last ? 'translate' : 'transform';
    const to =
      property === 'translate'
        ? Number(/^(-?[\d.e-]+)px 0px$/.exec(String(last.translate))![1])
        : Number(/^translate\(0px, (-?[\d.e-]+)px\)$/.exec(String(last.transform))![1]);
    const animation: FakeAnimation = {
      img: this,
      property,
      to,
      duration: Number(timing.duration),
      delay: timing.delay ?? 0,
      options: timing,
      startedAt: clock,
      cancelled: false,
    };
    animations.push(animation);
    return {
      get currentTime() {
        return clock - animation.startedAt;
      },
      cancel() {
        animation.cancelled = true;
      },
    } as unknown as Animation;
  };
}

function live(): FakeAnimation[] {
  return animations.filter((a) => !a.cancelled);
}

/** Where an endless alternating linear animation from 0 to `to` is, `time` ms after it started. */
function valueAt(a: FakeAnimation, time: number): number {
  const active = time - a.delay;
  const iteration = Math.floor(active / a.duration);
  const progress = (active - iteration * a.duration) / a.duration;
  return a.to * (iteration % 2 === 0 ? progress : 1 - progress);
}

/** The portraits shown so far (they join the background a few per frame). */
function shownPortraits(): HTMLImageElement[] {
  return [...screen.getByTestId('floaters').querySelectorAll('img')].filter((img) => !img.hidden);
}

/** Every shown portrait's position: from its running animations, else from its transform. */
function positions(): Array<[number, number]> {
  const running = live();
  return shownPortraits().map((img) => {
    const own = running.filter((a) => a.img === img);
    if (own.length > 0) {
      const at = (property: FakeAnimation['property']) => {
        const a = own.find((b) => b.property === property);
        return a ? valueAt(a, clock - a.startedAt) : 0;
      };
      expect(img.style.transform).toBe('');
      return [at('translate'), at('transform')] as [number, number];
    }
    const m = /^translate\((-?[\d.e-]+)px, (-?[\d.e-]+)px\)$/.exec(img.style.transform);
    if (!m) throw new Error(`unexpected transform ${img.style.transform}`);
    return [Number(m[1]), Number(m[2])] as [number, number];
  });
}

function tick(ms: number) {
  clock += ms;
}

/** Lets the page draw one more frame, and run what it queued after it. */
function nextFrame() {
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
  });
}

/** Draws frames until every portrait is shown. */
function showAllPortraits() {
  for (let frames = 0; shownPortraits().length < CHARACTERS.length; frames++) {
    if (frames > CHARACTERS.length) throw new Error(`only ${shownPortraits().length} portraits shown`);
    nextFrame();
  }
}

function setWindowSize(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

function outsideWindow(width: number, height: number): Array<[number, number]> {
  return positions().filter(([x, y]) => x < 0 || y < 0 || x + 100 > width || y + 100 > height);
}

function stubReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }));
}

const { innerWidth, innerHeight, matchMedia } = window;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockImplementation(seededRandom(2024));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setWindowSize(innerWidth, innerHeight);
  window.matchMedia = matchMedia;
});

describe('countdown timer', () => {
  it('shows 00:00:00:00 now that the default target, 5 June 2025 12:00 UTC+2, has passed', () => {
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
    renderCountdown();
    expect(timerText()).toBe('00:00:00:00');
    advance(5_000);
    expect(timerText()).toBe('00:00:00:00');
    expect(screen.getByText(/until/).querySelector('time')).toHaveAttribute('dateTime', '2025-06-05T10:00:00.000Z');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('counts down every second to the default target and stops at zero', () => {
    vi.setSystemTime(new Date('2025-06-05T09:59:57Z'));
    renderCountdown();
    expect(timerText()).toBe('00:00:00:03');
    advance(1000);
    expect(timerText()).toBe('00:00:00:02');
    advance(999);
    expect(timerText()).toBe('00:00:00:02');
    advance(1);
    expect(timerText()).toBe('00:00:00:01');
    advance(1000);
    expect(timerText()).toBe('00:00:00:00');
    advance(10_000);
    expect(timerText()).toBe('00:00:00:00');
  });

  it('shows days beyond 99 with as many digits as they need', () => {
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    renderCountdown();
    expect(timerText()).toBe('155:10:00:00');
    advance(1000);
    expect(timerText()).toBe('155:09:59:59');
  });

  it('counts down to a valid ?to= date-time instead', () => {
    vi.setSystemTime(new Date('2029-12-31T23:58:30Z'));
    renderCountdown('/Countdown?to=2030-01-01T02:00:00%2B02:00');
    expect(timerText()).toBe('00:00:01:30');
    expect(screen.getByText(/until/).querySelector('time')).toHaveAttribute('dateTime', '2030-01-01T00:00:00.000Z');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('reads an unescaped + in ?to= as the offset sign it was meant to be', () => {
    vi.setSystemTime(new Date('2029-12-31T23:58:30Z'));
    renderCountdown('/Countdown?to=2030-01-01T02:00:00+02:00');
    expect(timerText()).toBe('00:00:01:30');
  });

  it.each(['tomorrow', '2030-02-30T00:00:00Z', '2030-01-01'])(
    'falls back to the default with a short note for ?to=%s',
    (to) => {
      vi.setSystemTime(new Date('2025-06-04T10:00:00Z'));
      renderCountdown(`/Countdown?to=${encodeURIComponent(to)}`);
      expect(timerText()).toBe('01:00:00:00');
      expect(screen.getByRole('note')).toHaveTextContent('not a valid ISO 8601 date-time');
    },
  );
});

describe('page scrolling', () => {
  it('is disabled while the countdown is shown and restored to what it was after', () => {
    document.body.style.overflow = 'scroll';
    document.documentElement.style.overflow = '';
    const { unmount } = renderCountdown();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.documentElement.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.documentElement.style.overflow).toBe('');
    document.body.style.overflow = '';
  });

  it('comes back when the visitor leaves for another screen', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    renderApp('/Countdown');
    await screen.findByTestId('screen-countdown', {}, { timeout: 5000 });
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('link', { name: 'Characters' }));
    await screen.findByTestId('screen-gallery', {}, { timeout: 5000 });
    expect(document.body.style.overflow).toBe('');
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('floating portraits', () => {
  const { animate } = HTMLElement.prototype;

  beforeEach(() => {
    clock = 0;
    animations = [];
    stubWebAnimations();
  });

  afterEach(() => {
    HTMLElement.prototype.animate = animate;
  });

  it('shows every character as a 100 px portrait', () => {
    renderCountdown();
    showAllPortraits();
    const images = screen.getByTestId('floaters').querySelectorAll('img');
    expect(images).toHaveLength(CHARACTERS.length);
    expect([...images].map((img) => img.getAttribute('alt'))).toEqual(CHARACTERS.map((c) => c.name));
    expect([...images].map((img) => img.getAttribute('src'))).toEqual(CHARACTERS.map(characterImagePath));
    expect([...images].every((img) => img.width === 100 && img.height === 100)).toBe(true);
    expect(screen.getByTestId('floaters')).toHaveAttribute('aria-hidden', 'true');
  });

  it('start where they were placed, inside the window, at 0.5 to 1 px per frame on each axis', () => {
    setWindowSize(500, 400);
    const placed = createFloaters(CHARACTERS.length, 500, 400, 100, seededRandom(2024));
    renderCountdown();
    showAllPortraits();
    positions().forEach(([x, y], i) => {
      expect(x).toBeCloseTo(placed.floaters[i]!.x, 6);
      expect(y).toBeCloseTo(placed.floaters[i]!.y, 6);
    });
    // Each axis runs on the compositor: endless, linear, back and forth across the whole window.
    expect(live()).toHaveLength(2 * CHARACTERS.length);
    for (const a of live()) {
      expect(a.options).toMatchObject({ iterations: Infinity, direction: 'alternate', easing: 'linear' });
      expect(a.to).toBe(a.property === 'translate' ? 400 : 300);
      const pxPerFrame = a.to / (a.duration / FRAME_MS);
      expect(pxPerFrame).toBeGreaterThanOrEqual(0.5);
      expect(pxPerFrame).toBeLessThanOrEqual(1 + 1e-9);
    }

    const start = positions();
    tick(FRAME_MS);
    const oneFrame = positions();
    for (const [i, [x, y]] of oneFrame.entries()) {
      const [x0, y0] = start[i]!;
      // 0.5 to 1 px per frame on each axis (less when a bounce folds the move back).
      expect(Math.abs(x - x0)).toBeLessThanOrEqual(1 + 1e-9);
      expect(Math.abs(y - y0)).toBeLessThanOrEqual(1 + 1e-9);
    }
    expect(oneFrame.filter(([x, y], i) => x !== start[i]![0] && y !== start[i]![1]).length).toBe(CHARACTERS.length);
  });

  it('bounce so that every portrait stays inside the window, also after a resize, carrying on from where it was', () => {
    setWindowSize(500, 400);
    renderCountdown();
    showAllPortraits();
    // 20 s, sampled every quarter second: each portrait crosses the window and turns back.
    let escapes = 0;
    const turned = new Set<number>();
    let previous = positions();
    let direction: number[] = [];
    for (let sample = 0; sample < 80; sample++) {
      tick(250);
      const now = positions();
      escapes += outsideWindow(500, 400).length;
      const nextDirection = now.map(([x], i) => Math.sign(x - previous[i]![0]));
      if (sample > 0) nextDirection.forEach((d, i) => d !== 0 && d !== direction[i] && turned.add(i));
      direction = nextDirection;
      previous = now;
    }
    expect(escapes).toBe(0);
    expect(turned.size).toBe(CHARACTERS.length);

    const before = positions();
    act(() => {
      setWindowSize(320, 260);
      window.dispatchEvent(new Event('resize'));
    });
    expect(live()).toHaveLength(2 * CHARACTERS.length);
    expect(animations.filter((a) => a.cancelled)).toHaveLength(2 * CHARACTERS.length);
    positions().forEach(([x, y], i) => {
      expect(x).toBeCloseTo(Math.min(before[i]![0], 220), 6);
      expect(y).toBeCloseTo(Math.min(before[i]![1], 160), 6);
    });
    for (let sample = 0; sample < 20; sample++) {
      tick(250);
      escapes += outsideWindow(320, 260).length;
    }
    expect(escapes).toBe(0);
  });

  it('join the screen a few per frame once it is drawn, each placed and moving as it appears', () => {
    setWindowSize(500, 400);
    renderCountdown();
    // The screen's first frame carries none of them: the timer comes first.
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(shownPortraits()).toEqual([]);
    expect(animations).toEqual([]);
    // Nor are their images asked for yet.
    expect(screen.getByTestId('floaters').querySelectorAll('img[src]')).toHaveLength(0);
    const counts: number[] = [];
    while (shownPortraits().length < CHARACTERS.length && counts.length <= CHARACTERS.length) {
      nextFrame();
      counts.push(shownPortraits().length);
      // Every portrait shown is placed inside the window and already moving; none hidden is.
      expect(outsideWindow(500, 400)).toEqual([]);
      expect(new Set(live().map((a) => a.img))).toEqual(new Set(shownPortraits()));
    }
    const added = counts.map((n, i) => n - (counts[i - 1] ?? 0));
    expect(Math.max(...added)).toBe(FLOATERS_PER_FRAME);
    expect(added.every((n) => n > 0)).toBe(true);
    expect(counts.at(-1)).toBe(CHARACTERS.length);
    expect(counts.length).toBe(Math.ceil(CHARACTERS.length / FLOATERS_PER_FRAME));
  });

  it.each([false, true])('that join after the window shrank come in inside it (reduced motion: %s)', (reduce) => {
    stubReducedMotion(reduce);
    setWindowSize(1280, 800);
    renderCountdown();
    nextFrame();
    act(() => {
      setWindowSize(320, 260);
      window.dispatchEvent(new Event('resize'));
    });
    showAllPortraits();
    for (let sample = 0; sample < 40; sample++) {
      expect(outsideWindow(320, 260)).toEqual([]);
      tick(250);
    }
  });

  it('stop joining when the page is left before all have', () => {
    const { unmount } = renderCountdown();
    nextFrame();
    expect(shownPortraits()).toHaveLength(FLOATERS_PER_FRAME);
    unmount();
    expect(live()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stop animating when the page is left', () => {
    const { unmount } = renderCountdown();
    advance(1000);
    unmount();
    expect(live()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stay still when reduced motion is asked for, still placed inside the window', () => {
    stubReducedMotion(true);
    setWindowSize(800, 600);
    renderCountdown();
    showAllPortraits();
    expect(animations).toEqual([]);
    const start = positions();
    advance(5_000);
    expect(positions()).toEqual(start);
    expect(outsideWindow(800, 600)).toEqual([]);
    expect(new Set(start.map(([x, y]) => `${x},${y}`)).size).toBe(CHARACTERS.length);
  });

  it('stay still, placed inside the window, in a browser without Web Animations', () => {
    HTMLElement.prototype.animate = animate;
    setWindowSize(800, 600);
    renderCountdown();
    showAllPortraits();
    expect(outsideWindow(800, 600)).toEqual([]);
  });

  it('do move when the reduced-motion query is present but not set', () => {
    stubReducedMotion(false);
    renderCountdown();
    showAllPortraits();
    const start = positions();
    tick(FRAME_MS * 3);
    expect(positions()).not.toEqual(start);
  });
});

describe('counting down to a banner run’s end', () => {
  const runs = [
    { id: 'run-1a2b3c', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' },
    { id: 'run-4d5e6f', banner: 'perma', name: 'Perma weeks' },
    { id: 'run-0f0f0f', banner: 'limited', featured: 'mia', end: '2026-12-20' },
  ];
  const save = (saved: readonly object[]) =>
    localStorage.setItem(BANNER_RUNS_KEY, JSON.stringify({ version: 1, runs: saved }));

  beforeEach(() => {
    localStorage.clear();
    // Noon on 4 January 2027, the visitor's time: the Hoyan rerun's last day ends 36 hours later.
    vi.setSystemTime(new Date(2027, 0, 4, 12, 0, 0));
  });

  it('is not offered until a run has a last day still to come', () => {
    save([runs[1]!, runs[2]!]);
    renderCountdown();
    expect(screen.queryByRole('combobox', { name: 'Count down to' })).not.toBeInTheDocument();
    expect(timerText()).toBe('00:00:00:00');
  });

  it('is an option beside the launch, which stays the default, and counts down to the end of the run’s last day', () => {
    save(runs);
    renderCountdown();
    const choice = screen.getByRole('combobox', { name: 'Count down to' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['The launch', 'The end of Hoyan rerun (until 2027-01-05)']);
    expect(choice).toHaveValue('');
    expect(timerText()).toBe('00:00:00:00');

    fireEvent.change(choice, { target: { value: 'run-1a2b3c' } });
    expect(timerText()).toBe('01:12:00:00');
    expect(document.querySelector('.cd-target time')).toHaveAttribute('dateTime', new Date(2027, 0, 6).toISOString());
    expect(screen.getByText('The end of Hoyan rerun: its last day ends at midnight, your time.')).toBeInTheDocument();
    advance(1000);
    expect(timerText()).toBe('01:11:59:59');

    fireEvent.change(screen.getByRole('combobox', { name: 'Count down to' }), { target: { value: '' } });
    expect(timerText()).toBe('00:00:00:00');
  });

  it('opens on a run from its link, and says so when the run is not one of the player’s', () => {
    save(runs);
    const { unmount } = renderCountdown('/Countdown?run=run-1a2b3c');
    expect(timerText()).toBe('01:12:00:00');
    expect(screen.getByRole('combobox', { name: 'Count down to' })).toHaveValue('run-1a2b3c');
    unmount();
    renderCountdown('/Countdown?run=run-gone');
    expect(timerText()).toBe('00:00:00:00');
    expect(screen.getByRole('note')).toHaveTextContent(
      'That run is not among your runs with a last day, so the countdown shows the launch date.',
    );
  });
});
