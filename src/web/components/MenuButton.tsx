import { Ellipsis } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { MenuItem as AriaMenuItem, Button, Menu, MenuTrigger, Popover } from 'react-aria-components';
import { usePopoverContainer } from './popoverContainer';

export interface MenuItem {
  label: string;
  onSelect: () => void;
}

interface MenuButtonProps {
  /** The button's accessible name. */
  label: string;
  items: MenuItem[];
  /** What the button shows: three dots unless told. */
  icon?: ReactNode;
  /** The button's edge the menu lines up with: its end unless told. */
  align?: 'start' | 'end';
}

/** A button that opens a menu of actions (React Aria's menu button: arrows, Home, End, letters, Escape and Tab work). */
export function MenuButton({
  label,
  items,
  icon = <Ellipsis aria-hidden="true" size={18} />,
  align = 'end',
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const container = usePopoverContainer();

  /** The menu gone and the focus back on the button now: a dialog the item opens returns the focus there. */
  const close = () => {
    flushSync(() => setOpen(false));
    button.current?.focus();
  };

  // React Aria keeps Tab in the menu: here it closes it, and the browser moves on from the button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Tab') close();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the menu's keys come up here (React bubbles them out of its popover)
    <div className="menu-button" onKeyDown={onKeyDown}>
      <MenuTrigger isOpen={open} onOpenChange={setOpen}>
        <Button
          ref={button}
          className="icon-button"
          aria-label={label}
          render={(props) => <button {...props} title={label} />}
        >
          {icon}
        </Button>
        <Popover className="menu-popover" placement={`bottom ${align}`} offset={4} UNSTABLE_portalContainer={container}>
          <Menu className="menu" aria-label={label}>
            {items.map((item) => (
              <AriaMenuItem
                key={item.label}
                id={item.label}
                className="menu__item"
                onAction={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </AriaMenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
