/**
 * Which tile shows its tags tooltip: one at most in the whole gallery. The pointer and the keyboard focus can be on
 * different tiles; the latest of the two wins, and when the pointer leaves, the tooltip goes back to the tile with
 * the keyboard focus. Focus from a click shows nothing of its own (the pointer already shows that tile), so a
 * clicked tile does not keep its tooltip once the pointer moves on. Escape hides the tooltip until the pointer or the
 * focus moves again.
 */
export interface TooltipState {
  readonly hovered: string | null;
  readonly focused: string | null;
  /** Whether the focus came from the keyboard (not a press on the tile), so it shows a tooltip of its own. */
  readonly focusVisible: boolean;
  readonly shown: string | null;
}

export type TooltipEvent =
  | { readonly type: 'enter' | 'leave' | 'blur' | 'gone'; readonly id: string }
  | { readonly type: 'focus'; readonly id: string; readonly visible: boolean }
  | { readonly type: 'dismiss' };

export const NO_TOOLTIP: TooltipState = { hovered: null, focused: null, focusVisible: false, shown: null };

/** What a tile shows: its tooltip, only a description for assistive tech (it has the focus), or nothing. */
export type TileTip = 'shown' | 'described' | 'none';

export function tileTip(state: TooltipState, id: string): TileTip {
  if (state.shown === id) return 'shown';
  return state.focused === id ? 'described' : 'none';
}

export function tooltipReducer(state: TooltipState, event: TooltipEvent): TooltipState {
  switch (event.type) {
    case 'enter':
      return { ...state, hovered: event.id, shown: event.id };
    case 'focus':
      return {
        ...state,
        focused: event.id,
        focusVisible: event.visible,
        shown: event.visible ? event.id : state.shown,
      };
    case 'leave': {
      if (state.hovered !== event.id) return state;
      const back = state.focusVisible ? state.focused : null;
      return { ...state, hovered: null, shown: state.shown === event.id ? back : state.shown };
    }
    case 'blur': {
      if (state.focused !== event.id) return state;
      return {
        ...state,
        focused: null,
        focusVisible: false,
        shown: state.shown === event.id ? state.hovered : state.shown,
      };
    }
    case 'gone':
      // A tile filtered out while hovered or focused gets no leave or blur event: forget it.
      return tooltipReducer(tooltipReducer(state, { type: 'leave', id: event.id }), { type: 'blur', id: event.id });
    case 'dismiss':
      return state.shown === null ? state : { ...state, shown: null };
  }
}
