/**
 * Which tile shows its tags tooltip: one at most in the whole gallery. The pointer and the keyboard focus can be on
 * different tiles; the latest of the two wins, and when it leaves, the tooltip goes back to the other one.
 * Escape hides the tooltip until the pointer or the focus moves again.
 */
export interface TooltipState {
  readonly hovered: string | null;
  readonly focused: string | null;
  readonly shown: string | null;
}

export type TooltipEvent =
  { readonly type: 'enter' | 'leave' | 'focus' | 'blur'; readonly id: string } | { readonly type: 'dismiss' };

export const NO_TOOLTIP: TooltipState = { hovered: null, focused: null, shown: null };

export function tooltipReducer(state: TooltipState, event: TooltipEvent): TooltipState {
  switch (event.type) {
    case 'enter':
      return { ...state, hovered: event.id, shown: event.id };
    case 'focus':
      return { ...state, focused: event.id, shown: event.id };
    case 'leave': {
      if (state.hovered !== event.id) return state;
      return { ...state, hovered: null, shown: state.shown === event.id ? state.focused : state.shown };
    }
    case 'blur': {
      if (state.focused !== event.id) return state;
      return { ...state, focused: null, shown: state.shown === event.id ? state.hovered : state.shown };
    }
    case 'dismiss':
      return state.shown === null ? state : { ...state, shown: null };
  }
}
