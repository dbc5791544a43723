/**
 * The pull engine's worker: a thin Comlink adapter serving HistoryEngineApi, the calls src/lib makes. Everything it
 * returns is either transferred (buffers allocated per call and not kept here) or cloned, and it keeps no state a
 * batch changes, so the client can cancel a batch by terminating the worker.
 */

import * as Comlink from 'comlink';
import { CHARACTERS } from '../src/catalogue/characters';
import { createEngineApi } from '../src/engine/api';
import { packedBuffers, runHistoryBatch } from '../src/engine/history/pack';
import { checkImportedHistory, importedHistoryBuffers } from '../src/engine/history/import';
import { checkImportFile } from '../src/engine/history/import-file';
import type { HistoryEngineApi } from '../src/engine/history/pack';
import { buildRules } from '../src/engine/pulls/rules';
import { warmKernels } from '../src/engine/pulls/batch';
import { release } from './release';

const rules = buildRules(CHARACTERS);
const engine = createEngineApi(rules);

const api = {
  // The import check's first call: proves the worker started and answers before the long check is sent.
  rosterIds: () => engine.rosterIds(),
  // Called when the Summon screen opens: the first batch then finds its kernels compiled.
  async warm() {
    warmKernels(rules);
  },
  // The Summon screen's batches: pulled, encoded for the history store and counted here, off the page's thread.
  async runHistoryBatch(request, onProgress) {
    try {
      const packed = await runHistoryBatch(engine, rules, request, onProgress);
      return Comlink.transfer(packed, packedBuffers(packed));
    } finally {
      release(onProgress);
    }
  },
  // An import file: read and parsed here, vetted by the page, its pulls replayed here, the checked bytes transferred.
  async checkImportFile(file, options, vet) {
    try {
      const result = await checkImportFile(file, options, vet, (summons) =>
        checkImportedHistory(summons, rules, options.chunkPulls),
      );
      return 'check' in result && result.check.ok
        ? Comlink.transfer(result, importedHistoryBuffers(result.check.history))
        : result;
    } finally {
      release(vet);
    }
  },
} satisfies HistoryEngineApi;

Comlink.expose(api, self as unknown as Comlink.Endpoint);
