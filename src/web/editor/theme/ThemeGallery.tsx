import { type RefObject, useEffect, useId } from 'react';
import { BUILT_IN_THEMES, type Theme } from '../../../modules/themes/shared';
import { MenuButton } from '../../components/MenuButton';
import { ThemeSwatch } from './ThemeSwatch';

interface ThemeGalleryProps {
  /** The built-in and custom themes, or null while they load. */
  themes: Theme[] | null;
  loadError: string | null;
  chosen: string;
  /** A theme whose card takes the focus when the gallery appears (after editing it), then cleared. */
  focusOn: RefObject<string | null>;
  onChoose: (themeId: string) => void;
  onEdit: (theme: Theme) => void;
  onDuplicate: (theme: Theme) => void;
  onDelete: (theme: Theme) => void;
}

/** The themes as cards of one radio group: arrows move the choice, each card's menu acts on its theme. */
export function ThemeGallery({
  themes,
  loadError,
  chosen,
  focusOn,
  onChoose,
  onEdit,
  onDuplicate,
  onDelete,
}: ThemeGalleryProps) {
  const group = useId();
  const custom = themes?.filter((t) => !t.builtIn) ?? [];
  useEffect(() => {
    if (!focusOn.current) return;
    document.getElementById(`${group}-${focusOn.current}`)?.focus();
    focusOn.current = null;
  });

  const card = (theme: Theme) => (
    <li key={theme.id} className="theme-card" data-chosen={theme.id === chosen || undefined}>
      <label className="theme-card__choice">
        <input
          id={`${group}-${theme.id}`}
          type="radio"
          name={group}
          className="visually-hidden"
          checked={theme.id === chosen}
          onChange={() => onChoose(theme.id)}
        />
        <ThemeSwatch look={theme} />
        <span className="theme-card__name">{theme.name}</span>
      </label>
      <MenuButton
        label={`${theme.name}: actions`}
        items={
          theme.builtIn
            ? [{ label: 'Duplicate to customise', onSelect: () => onDuplicate(theme) }]
            : [
                { label: 'Edit', onSelect: () => onEdit(theme) },
                { label: 'Duplicate', onSelect: () => onDuplicate(theme) },
                { label: 'Delete…', onSelect: () => onDelete(theme) },
              ]
        }
      />
    </li>
  );

  return (
    <fieldset className="theme-gallery">
      <legend>Theme of this module</legend>
      <h3 className="theme-gallery__heading">Built-in</h3>
      <ul className="theme-gallery__cards">{(themes?.filter((t) => t.builtIn) ?? BUILT_IN_THEMES).map(card)}</ul>
      <h3 className="theme-gallery__heading">Your organisation’s</h3>
      {themes === null && !loadError && (
        <p className="theme-gallery__note" role="status">
          Loading your themes…
        </p>
      )}
      {loadError && (
        <p className="alert" role="alert">
          Your themes could not be loaded: {loadError}
        </p>
      )}
      {themes !== null && custom.length === 0 && (
        <p className="theme-gallery__note">
          None yet. Make one with your logo, fonts and colours: it is shared with everyone in your organisation.
        </p>
      )}
      {custom.length > 0 && <ul className="theme-gallery__cards">{custom.map(card)}</ul>}
    </fieldset>
  );
}
