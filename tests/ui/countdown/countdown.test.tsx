import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { characterImagePath } from '../../../src/catalogue/art';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { CountdownPage } from '../../../src/features/countdown/countdown-page';
import { createFloaters, seededRandom } from '../../../src/engine/floaters/float-physics';
import { FLOATER_SIZE, type FloaterPainting } from '../../../src/engine/floaters/painter';
import type { startFloaters } from '../../../src/lib/floaters-client';
import { BANNER_RUNS_KEY } from '../../../src/storage/runs-store';
import { renderApp } from '../render-app';

/** The drawing itself is the painter's (tests/engine/floaters): here, what the screen asks of it. */
const floaters = vi.hoisted(() => ({
  start: vi.fn<typeof startFloaters>(),
  painting: { resize: vi.fn(), setMoving: vi.fn(), stop: vi.fn() } satisfies FloaterPainting,
}));
vi.mock('../../../src/lib/floaters-client', () => ({ startFloaters: floaters.start }));

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

function setWindowSize(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
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
  /** Lets the page draw one more frame, and run what it queued after it. */
  function nextFrame() {
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
    });
  }

  /** Media queries answering reduced motion as `reduce`, each with its change listeners kept to call. */
  function stubMediaQueries(reduce: boolean) {
    const queries = new Map<string, { matches: boolean; listeners: (() => void)[] }>();
    window.matchMedia = vi.fn((media: string) => {
      const query = {
        matches: media === '(prefers-reduced-motion: reduce)' && reduce,
        listeners: [] as (() => void)[],
      };
      queries.set(media, query);
      return {
        get matches() {
          return query.matches;
        },
        addEventListener: (_: string, listener: () => void) => query.listeners.push(listener),
        removeEventListener: (_: string, listener: () => void) =>
          query.listeners.splice(query.listeners.indexOf(listener), 1),
      } as unknown as MediaQueryList;
    });
    return {
      listening: () => [...queries].filter(([, q]) => q.listeners.length > 0).map(([media]) => media),
      change(media: string, matches: boolean) {
        const query = queries.get(media)!;
        query.matches = matches;
        act(() => query.listeners.forEach((listener) => listener()));
      },
    };
  }

  beforeEach(() => {
    floaters.painting.resize.mockClear();
    floaters.painting.setMoving.mockClear();
    floaters.painting.stop.mockClear();
    floaters.start.mockReset().mockImplementation(() => floaters.painting);
  });

  it('are drawn in a background hidden from assistive technology, started once the screen has drawn its first frame', () => {
    setWindowSize(500, 400);
    renderCountdown();
    const background = screen.getByTestId('floaters');
    expect(background).toHaveAttribute('aria-hidden', 'true');
    // The screen's first frame carries none of them: the timer comes first.
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(floaters.start).not.toHaveBeenCalled();
    nextFrame();
    expect(floaters.start).toHaveBeenCalledTimes(1);
    const [drawnIn, start] = floaters.start.mock.calls[0]!;
    expect(drawnIn).toBe(background);
    // Every character, placed at random inside the window (the random source is seeded here), each with its image.
    expect(start).toEqual({
      floaters: createFloaters(CHARACTERS.length, 500, 400, FLOATER_SIZE, seededRandom(2024)).floaters,
      urls: CHARACTERS.map((c) => new URL(characterImagePath(c), document.baseURI).href),
      view: { width: 500, height: 400, pixelRatio: window.devicePixelRatio || 1 },
      moving: true,
    });
  });

  it('stay still when reduced motion is asked for, and follow the setting when it changes', () => {
    const media = stubMediaQueries(true);
    renderCountdown();
    nextFrame();
    expect(floaters.start.mock.calls[0]![1].moving).toBe(false);
    media.change('(prefers-reduced-motion: reduce)', false);
    expect(floaters.painting.setMoving).toHaveBeenLastCalledWith(true);
    media.change('(prefers-reduced-motion: reduce)', true);
    expect(floaters.painting.setMoving).toHaveBeenLastCalledWith(false);
  });

  it('follow the window when it is resized', () => {
    setWindowSize(1280, 800);
    renderCountdown();
    nextFrame();
    act(() => {
      setWindowSize(320, 260);
      window.dispatchEvent(new Event('resize'));
    });
    expect(floaters.painting.resize).toHaveBeenCalledWith({
      width: 320,
      height: 260,
      pixelRatio: window.devicePixelRatio || 1,
    });
  });

  it('are drawn again at a new pixel ratio when the display’s changes, without a resize', () => {
    const media = stubMediaQueries(false);
    const { devicePixelRatio } = window;
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 1 });
    try {
      setWindowSize(800, 600);
      renderCountdown();
      nextFrame();
      expect(media.listening()).toContain('(resolution: 1dppx)');
      Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
      media.change('(resolution: 1dppx)', false);
      expect(floaters.painting.resize).toHaveBeenLastCalledWith({ width: 800, height: 600, pixelRatio: 2 });
      // Watching for the next change from the new ratio on.
      expect(media.listening()).toContain('(resolution: 2dppx)');
      expect(media.listening()).not.toContain('(resolution: 1dppx)');
    } finally {
      Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: devicePixelRatio });
    }
  });

  it('say how many are drawn once every image has settled', () => {
    renderCountdown();
    nextFrame();
    const loaded = floaters.start.mock.calls[0]![2];
    const background = screen.getByTestId('floaters');
    act(() => loaded(10, 0));
    expect(background).not.toHaveAttribute('data-drawn');
    act(() => loaded(CHARACTERS.length - 1, 1));
    expect(background).toHaveAttribute('data-drawn', String(CHARACTERS.length - 1));
  });

  it('stop being drawn when the page is left', () => {
    const media = stubMediaQueries(false);
    const { unmount } = renderCountdown();
    nextFrame();
    expect(media.listening()).toHaveLength(2);
    unmount();
    expect(floaters.painting.stop).toHaveBeenCalledTimes(1);
    expect(media.listening()).toEqual([]);
    window.dispatchEvent(new Event('resize'));
    expect(floaters.painting.resize).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('are never started when the page is left before its first frame', () => {
    const { unmount } = renderCountdown();
    unmount();
    nextFrame();
    expect(floaters.start).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
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
