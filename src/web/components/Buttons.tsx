import type { ComponentPropsWithRef, ReactNode } from 'react';

type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type' | 'className'>;

/** A plain action button (never a form submit). */
export function Button(props: ButtonProps) {
  return <button type="button" className="button" {...props} />;
}

/** A button shown as its icon alone: `label` is what assistive technology reads. */
export function IconButton({ label, ...props }: ButtonProps & { label: string }) {
  return <button type="button" className="icon-button" aria-label={label} {...props} />;
}

/** A form's main action: it sends the form, and waits (disabled) while `busy`. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--primary" disabled={busy}>
      {children}
    </button>
  );
}
