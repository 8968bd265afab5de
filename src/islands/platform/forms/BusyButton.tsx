import type { ComponentProps } from 'react';

interface Props extends ComponentProps<'button'> {
  /** The button's call is on its way. */
  busy?: boolean;
}

/**
 * A button that keeps the keyboard's focus while it cannot act: busy or not yet possible, it says so
 * (aria-disabled, aria-busy) and ignores presses. `disabled` would throw the focus to the page's body
 * the moment a pressed button turned busy (issue 31: Enter on a panel's button lost the shopper).
 */
export function BusyButton({ busy = false, disabled = false, onClick, type = 'button', ...rest }: Props) {
  const blocked = busy || disabled;
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={blocked || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (blocked) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
