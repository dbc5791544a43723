import './notice.css';

/** A message the player must see (a failed save, storage that will not keep data), until dismissed. */
export function Notice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div className="notice" role="alert">
      <span>{message}</span>
      <button type="button" className="btn" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
