import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { createEngineApi } from '../../../src/engine/api';
import { runHistoryBatch } from '../../../src/engine/history/pack';
import { buildRules } from '../../../src/engine/pulls/rules';
import { useSummonState } from '../../../src/lib/summons';
import { resetSummonStore } from '../../../src/lib/summons/shared';
import type { BatchRunner } from '../../../src/lib/summons/batch';
import { TestBackend } from '../../support/test-backend';
import { waitFor } from '../../support/wait';

const rules = buildRules(CHARACTERS);
const api = createEngineApi(rules);

describe('useSummonState with a selector', () => {
  it('re-renders only what shows progress on a progress tick', async () => {
    let tick: ((done: number) => void) | null = null;
    let finish: () => void = () => undefined;
    const runner: BatchRunner = (request, onProgress) => {
      tick = (done) => void onProgress(done, request.count);
      return new Promise((resolve) => {
        finish = () => void runHistoryBatch(api, rules, request, () => undefined).then(resolve);
      });
    };
    const backend = new TestBackend();
    const store = resetSummonStore({ openBackend: async () => backend, runner });
    await store.start();
    const renders = { count: 0, progress: 0 };
    function Count() {
      renders.count++;
      return <p data-testid="count">{useSummonState((s) => s.summonCount)}</p>;
    }
    function Progress() {
      renders.progress++;
      return <p data-testid="done">{useSummonState((s) => s.run?.done ?? -1)}</p>;
    }
    render(
      <>
        <Count />
        <Progress />
      </>,
    );
    const pulling = store.pull('perma', 1000, 5);
    await act(() => waitFor(() => expect(tick).not.toBeNull()));
    const countBefore = renders.count;
    const progressBefore = renders.progress;
    for (const done of [100, 200, 300]) act(() => tick!(done));
    expect(screen.getByTestId('done')).toHaveTextContent('300');
    expect(renders.progress).toBe(progressBefore + 3);
    expect(renders.count).toBe(countBefore);
    await act(async () => {
      finish();
      await pulling;
    });
    expect(screen.getByTestId('count')).toHaveTextContent('1000');
  });
});
