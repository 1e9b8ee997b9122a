import { IconButton } from '../components/Buttons';
import { actionTitle, type EditorAction } from './editorActions';

/** An editor action's button (editorActions.ts): its name, tooltip and icon, disabled while the action is, absent while not shown. */
export function ActionButton<C>({ action, context }: { action: EditorAction<C>; context: C }) {
  if (action.shown && !action.shown(context)) return null;
  const Icon = action.icon;
  return (
    <IconButton
      label={action.labelFor?.(context) ?? action.label}
      title={actionTitle(action)}
      disabled={!action.enabled(context)}
      onClick={() => action.perform(context)}
    >
      <Icon aria-hidden="true" size={18} />
    </IconButton>
  );
}
