import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { downloadBlob } from '../../components/download';
import { afterNextPaint } from '../../components/yield';
import { exportFileName, renderPng } from './export-image';
import { ListControls } from './list-controls';
import { RowSettingsDialog } from './row-settings-dialog';
import { shareHash, shareParamOf } from './share-link';
import { TierBoard } from './tier-board';
import type { DropTarget } from './drag-logic';
import { canAddRow, type PoolFilter } from './tier-list-model';
import { screenNotice, type ScreenNotice } from './screen-notice';
import { activeList, canAddList, canRedo, canUndo } from './tier-list-reducer';
import { useTierList } from './use-tier-list';
import './tier-list.css';

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement;
}

/**
 * The tier list maker: tiers S, A, B, C and a pool, plus saved lists, undo,
 * sharing and image export. A new share link in the address remounts the screen,
 * which then starts from the saved lists plus the shared one.
 */
export function TierListPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Tier list maker`);
  const location = useLocation();
  const navigate = useNavigate();
  const encoded = shareParamOf(location.hash);
  const [sharedParam, setSharedParam] = useState(encoded);
  if (encoded !== undefined && encoded !== sharedParam) setSharedParam(encoded);

  // Applied once: the link leaves the address so a reload does not open it again.
  useEffect(() => {
    if (encoded !== undefined) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [encoded, location.pathname, location.search, navigate]);

  return <TierListScreen key={sharedParam ?? ''} sharedParam={sharedParam} />;
}

function TierListScreen({ sharedParam }: { sharedParam: string | undefined }) {
  const { t } = useLingui();
  const [state, dispatch, startNotice] = useTierList(sharedParam);
  const list = activeList(state);
  const [notice, setNotice] = useState<ScreenNotice | null>(startNotice ?? null);
  const [editingRowId, setEditingRowId] = useState<string | null>(null);
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const rowsRef = useRef<HTMLDivElement>(null);
  // After a tier is removed its edit button is gone; keyboard focus goes to the neighbouring tier's.
  const focusRowAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusRowAfterRemoval.current;
    if (index === null) return;
    focusRowAfterRemoval.current = null;
    const buttons = rowsRef.current?.querySelectorAll<HTMLElement>('.tier-settings') ?? [];
    buttons[Math.min(index, buttons.length - 1)]?.focus();
  }, [list.rows]);
  const draggingRef = useRef(false);
  const shareInputId = useId();
  const location = useLocation();
  const pageHref = useHref({ pathname: location.pathname });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      // Text fields keep their own undo; a drag or an open dialog owns the keyboard.
      if (draggingRef.current || isTextField(event.target) || document.querySelector('[role="dialog"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z') {
        event.preventDefault();
        dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      } else if (key === 'y' && !event.shiftKey) {
        event.preventDefault();
        dispatch({ type: 'redo' });
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);

  async function share() {
    const url = new URL(`${pageHref}${shareHash(list)}`, window.location.origin).href;
    setShareUrl(url);
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      // No clipboard permission (or no clipboard): the link is shown to copy by hand.
    }
    setNotice(
      screenNotice('status', () => (copied ? t`Share link copied to the clipboard.` : t`Copy the share link below.`)),
    );
  }

  async function exportImage() {
    const node = rowsRef.current;
    if (!node || exporting) return;
    setExporting(true);
    try {
      // 'Exporting…' is on screen before the picture is read and drawn, each in tasks of its own.
      await afterNextPaint();
      downloadBlob(await renderPng(node), exportFileName(list.name));
      setNotice(screenNotice('status', () => t`Image exported.`));
    } catch (error) {
      console.warn('Tier-list image export failed', error);
      setNotice(screenNotice('error', () => t`The image could not be made. Please try again.`));
    } finally {
      setExporting(false);
    }
  }

  // Stable, so the memoised board re-renders only when the rows or the filter change.
  const onFilterChange = useCallback((filter: PoolFilter) => dispatch({ type: 'setFilter', filter }), [dispatch]);
  const onMove = useCallback(
    (characterId: string, target: DropTarget) =>
      dispatch({ type: 'move', characterId, rowId: target.rowId, index: target.index }),
    [dispatch],
  );
  const onDraggingChange = useCallback((dragging: boolean) => {
    draggingRef.current = dragging;
  }, []);

  const editingIndex = list.rows.findIndex((r) => r.id === editingRowId);
  const editingRow = list.rows[editingIndex];

  return (
    <div className="tier-list" data-testid="screen-tier-list">
      <h1>
        <Trans>Tier list maker</Trans>
      </h1>

      <ListControls
        lists={state.lists}
        activeId={state.activeId}
        canAdd={canAddList(state)}
        onSwitch={(listId) => dispatch({ type: 'switchList', listId })}
        onNew={() => dispatch({ type: 'newList' })}
        onRename={(name) => dispatch({ type: 'renameList', name })}
        onDelete={() => dispatch({ type: 'deleteList' })}
      />

      <div className="tier-toolbar" role="group" aria-label={t`Tier list actions`}>
        <button type="button" className="btn" onClick={() => dispatch({ type: 'clear' })}>
          {/* Empties every tier back into the pool: its own message, as French words it otherwise than a deletion. */}
          <Trans context="tier list: empty every tier">Clear</Trans>
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => dispatch({ type: 'undo' })}
          disabled={!canUndo(state)}
          aria-keyshortcuts="Control+Z"
        >
          <Trans>Undo</Trans>
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => dispatch({ type: 'redo' })}
          disabled={!canRedo(state)}
          aria-keyshortcuts="Control+Shift+Z"
        >
          <Trans>Redo</Trans>
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => dispatch({ type: 'addRow' })}
          disabled={!canAddRow(list.rows)}
        >
          <Trans>Add tier</Trans>
        </button>
        <button type="button" className="btn" onClick={exportImage} disabled={exporting}>
          {exporting ? t`Exporting…` : t`Export image`}
        </button>
        <button type="button" className="btn" onClick={share}>
          <Trans>Share</Trans>
        </button>
      </div>

      <p className="tier-notice" role="status">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <div className="tier-alert" role="alert">
        {notice?.kind === 'error' ? notice.text : ''}
      </div>

      {shareUrl && (
        <div className="tier-share">
          <label htmlFor={shareInputId}>
            <Trans>Share link</Trans>
          </label>
          <input id={shareInputId} readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}

      <TierBoard
        rows={list.rows}
        filter={state.filter}
        onFilterChange={onFilterChange}
        onMove={onMove}
        onOpenSettings={setEditingRowId}
        onDraggingChange={onDraggingChange}
        rowsRef={rowsRef}
      />

      {editingRow && (
        <RowSettingsDialog
          key={editingRow.id}
          row={editingRow}
          index={editingIndex}
          rowCount={list.rows.length}
          onSave={(name, color) => dispatch({ type: 'updateRow', rowId: editingRow.id, name, color })}
          onMove={(toIndex) => dispatch({ type: 'moveRow', rowId: editingRow.id, toIndex })}
          onRemove={() => {
            focusRowAfterRemoval.current = editingIndex;
            dispatch({ type: 'removeRow', rowId: editingRow.id });
          }}
          onClose={() => setEditingRowId(null)}
        />
      )}
    </div>
  );
}
